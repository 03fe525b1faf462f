/** An editor made by the admin through the API, as /masal/users would: created with its roles, then activated. */
import type { RoleId } from '@masal/shared';
import { uniqueEmail, validTcKimlikNo } from '../../packages/server/test/support/factories.ts';
import type { ApiSession } from './api-session.ts';
import type { RunningServer } from './server.ts';

export interface EditorAccount {
  userId: number;
  name: string;
  surname: string;
  email: string;
}

async function call<T>(
  server: RunningServer,
  admin: ApiSession,
  method: string,
  path: string,
  body?: object,
) {
  const response = await fetch(`${server.url}/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${admin.token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

export async function createEditor(
  server: RunningServer,
  admin: ApiSession,
  person: { name: string; surname: string; roleIds: RoleId[]; active?: boolean },
): Promise<EditorAccount> {
  const institutions = await call<{ institutionId: number }[]>(server, admin, 'GET', '/institution/');
  const email = uniqueEmail('editor');
  const { userId } = await call<{ userId: number }>(server, admin, 'POST', '/users/', {
    email,
    name: person.name,
    surname: person.surname,
    identityNo: validTcKimlikNo(),
    institutionId: institutions[0]?.institutionId ?? 1,
    roleIds: person.roleIds,
  });
  // Active without waiting for the invitation: the admin may switch an account on (user.status).
  if (person.active !== false) await call(server, admin, 'PUT', `/users/${userId}/status`, { active: true });
  return { userId, name: person.name, surname: person.surname, email };
}

/** An admin's workflow step through PUT /v1/tales/ (assignment, a status change with its reason). */
export async function decideWithApi(
  server: RunningServer,
  admin: ApiSession,
  body: { taleId: number; actionId: number; editorId?: number; note?: string },
): Promise<void> {
  await call(server, admin, 'PUT', '/tales/', body);
}
