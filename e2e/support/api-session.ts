/** Setting up through the API what a browser spec only needs to look at: a signed-in user and their tales. */
import { ACTION, type TaleCreateInput } from '@masal/shared';
import type { BrowserContext } from 'playwright-core';
import type { RunningServer } from './server.ts';
import { createActiveWriter } from './writer.ts';

export interface ApiSession {
  token: string;
  user: { userId: number };
}

/** One call to the API with `token` (null: signed out); anything but a 2xx throws with the answer. */
export async function callApi<T>(
  server: RunningServer,
  method: string,
  path: string,
  token: string | null,
  body?: BodyInit | object,
) {
  const isForm = body instanceof FormData;
  const response = await fetch(`${server.url}/v1${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body && !isForm ? { 'content-type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

export function signInWithApi(server: RunningServer, email: string, password: string): Promise<ApiSession> {
  return callApi<ApiSession>(server, 'POST', '/auth/login', null, { email, password });
}

/** The admin the server was started with. */
export function signInAdminWithApi(server: RunningServer): Promise<ApiSession> {
  return signInWithApi(server, server.admin.email, server.admin.password);
}

/** A compiler who has just signed up and activated the account (no bank details yet). */
export async function signInNewWriterWithApi(server: RunningServer): Promise<ApiSession> {
  const account = await createActiveWriter(server);
  return signInWithApi(server, account.email, account.password);
}

/** The web app reads the session from localStorage (seed §3), so a context starts signed in. */
export async function useSession(context: BrowserContext, session: ApiSession): Promise<void> {
  await context.addInitScript((s) => {
    localStorage.setItem('token', s.token);
    localStorage.setItem('authUser', JSON.stringify(s.user));
  }, session);
}

export async function createTaleWithApi(
  server: RunningServer,
  session: ApiSession,
  body: Partial<TaleCreateInput> & { taleName: string },
): Promise<number> {
  const tale = await callApi<{ taleId: number }>(server, 'POST', '/tales/full', session.token, body);
  return tale.taleId;
}

export async function uploadWithApi(
  server: RunningServer,
  session: ApiSession,
  taleId: number,
  files: ReadonlyArray<{ name: string; data: Buffer }>,
): Promise<void> {
  const form = new FormData();
  for (const f of files) form.append('file', new Blob([new Uint8Array(f.data)]), f.name);
  await callApi(server, 'POST', `/upload/taleAttachment/${taleId}`, session.token, form);
}

/** The owner's submit (draft → sent). */
export async function submitWithApi(
  server: RunningServer,
  session: ApiSession,
  taleId: number,
): Promise<void> {
  await callApi(server, 'PUT', '/tales/', session.token, { taleId, actionId: ACTION.submitted });
}
