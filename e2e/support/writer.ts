/** A compiler account made through the real API: sign-up, activation code from the outbox, activation. */
import { signUpBody } from '../../packages/server/test/support/factories.ts';
import { linkCode, waitForMail } from '../../packages/server/test/support/outbox.ts';
import type { RunningServer } from './server.ts';

/** All the account needs of a server: where it answers and where its outbox is. */
type Reachable = Pick<RunningServer, 'url' | 'dataDir'>;

export interface Writer {
  email: string;
  password: string;
  name: string;
  surname: string;
}

async function post(server: Reachable, path: string, body: object) {
  const response = await fetch(`${server.url}/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

export async function createActiveWriter(server: Reachable): Promise<Writer> {
  const institutions = (await (await fetch(`${server.url}/v1/institution/`)).json()) as {
    institutionId: number;
  }[];
  const email = `derleyici.${Date.now()}@example.com`;
  const writer = { email, password: 'masal-123', name: 'Ayşe', surname: 'Yılmaz' };
  await post(
    server,
    '/auth/signUp',
    signUpBody(institutions[0]?.institutionId ?? 1, {
      email,
      password: writer.password,
      passwordReply: writer.password,
    }),
  );
  const mail = await waitForMail(server.dataDir, email);
  await post(server, '/auth/activeUser', { email, activationCode: linkCode(mail.text, 'ac') });
  return writer;
}
