/**
 * Staff accounts the admin makes through the API, as /masal/users would, and the workflow steps a browser
 * spec only needs to have happened (assignment, the editor's classification, forwarding to the advisory board).
 */
import { ACTION, type RoleId, type TaleCreateInput } from '@masal/shared';
import { uniqueEmail, validTcKimlikNo } from '../../packages/server/test/support/factories.ts';
import { linkCode, waitForMail } from '../../packages/server/test/support/outbox.ts';
import {
  type ApiSession,
  callApi,
  createTaleWithApi,
  signInWithApi,
  submitWithApi,
  uploadWithApi,
} from './api-session.ts';
import type { RunningServer } from './server.ts';

export interface EditorAccount {
  userId: number;
  name: string;
  surname: string;
  email: string;
}

export interface StaffMember {
  email: string;
  session: ApiSession;
}

/** `active: false` leaves the account passive. */
type EditorPerson = { name: string; surname: string; roleIds: RoleId[]; active?: boolean };

/** `key` starts the person's e-mail address. */
type StaffPerson = { key: string; name: string; surname: string; roleIds: RoleId[] };

const STAFF_PASSWORD = 'kadro-parola-123';

async function firstInstitution(server: RunningServer): Promise<number> {
  const institutions = await callApi<{ institutionId: number }[]>(server, 'GET', '/institution/', null);
  return institutions[0]?.institutionId ?? 1;
}

/** An account with `roleIds`, switched on by the admin without waiting for the invitation. */
async function createEditor(
  server: RunningServer,
  admin: ApiSession,
  person: EditorPerson,
): Promise<EditorAccount> {
  const email = uniqueEmail('editor');
  const { userId } = await callApi<{ userId: number }>(server, 'POST', '/users/', admin.token, {
    email,
    name: person.name,
    surname: person.surname,
    identityNo: validTcKimlikNo(),
    institutionId: await firstInstitution(server),
    roleIds: person.roleIds,
  });
  if (person.active !== false)
    await callApi(server, 'PUT', `/users/${userId}/status`, admin.token, { active: true });
  return { userId, name: person.name, surname: person.surname, email };
}

/** createEditor for each of `people` in turn; answers their accounts in the same order. */
export async function createEditors<const P extends readonly EditorPerson[]>(
  server: RunningServer,
  admin: ApiSession,
  people: P,
): Promise<{ [I in keyof P]: EditorAccount }> {
  const accounts: EditorAccount[] = [];
  for (const person of people) accounts.push(await createEditor(server, admin, person));
  return accounts as { [I in keyof P]: EditorAccount };
}

/** A person the admin creates with `roleIds`, who sets a password from the invitation mail and signs in. */
export async function createStaffMember(
  server: RunningServer,
  admin: ApiSession,
  person: StaffPerson,
): Promise<StaffMember> {
  const email = uniqueEmail(person.key);
  await callApi(server, 'POST', '/users/', admin.token, {
    email,
    name: person.name,
    surname: person.surname,
    identityNo: validTcKimlikNo(),
    institutionId: await firstInstitution(server),
    titleName: '',
    roleIds: person.roleIds,
  });
  const mail = await waitForMail(server.dataDir, email, { subjectIncludes: 'Hesabınız açıldı' });
  await callApi(server, 'POST', '/auth/resetPasswordUser', null, {
    email,
    password: STAFF_PASSWORD,
    passwordReply: STAFF_PASSWORD,
    reminderCode: linkCode(mail.text, 'ic'),
  });
  return { email, session: await signInWithApi(server, email, STAFF_PASSWORD) };
}

/** createStaffMember for each of `people` in turn; answers their sessions in the same order. */
export async function createStaffSessions<const P extends readonly StaffPerson[]>(
  server: RunningServer,
  admin: ApiSession,
  people: P,
): Promise<{ [I in keyof P]: ApiSession }> {
  const sessions: ApiSession[] = [];
  for (const person of people) sessions.push((await createStaffMember(server, admin, person)).session);
  return sessions as { [I in keyof P]: ApiSession };
}

/** An admin's workflow step through PUT /v1/tales/ (assignment, a status change with its reason). */
export async function decideWithApi(
  server: RunningServer,
  admin: ApiSession,
  body: { taleId: number; actionId: number; editorId?: number; note?: string },
): Promise<void> {
  await callApi(server, 'PUT', '/tales/', admin.token, body);
}

/**
 * A sent tale assigned to `editor`, who classifies it under the first group, sets the text to publish,
 * writes the abstract and forwards it to the advisory board. Answers the group's name.
 */
export async function forwardToAdvisoryBoardWithApi(
  server: RunningServer,
  people: { admin: ApiSession; editor: ApiSession },
  tale: { taleId: number; body: Partial<TaleCreateInput>; taleTextEnd: string; abstract: string },
): Promise<string> {
  const { admin, editor } = people;
  const { taleId } = tale;
  await decideWithApi(server, admin, { taleId, actionId: ACTION.inReview, editorId: editor.user.userId });
  const [group] = await callApi<
    { groupId: number; groupName: string; subGroups: { subGroupId: number }[] }[]
  >(server, 'GET', '/taleGroups', editor.token);
  const { version } = await callApi<{ version: number }>(
    server,
    'GET',
    `/tales/full/${taleId}`,
    editor.token,
  );
  await callApi(server, 'PUT', '/tales/full', editor.token, {
    ...tale.body,
    taleId,
    version,
    taleTextEnd: tale.taleTextEnd,
    groupId: group?.groupId,
    subGroupId: group?.subGroups[0]?.subGroupId,
  });
  await callApi(server, 'POST', '/taleAbstract/', editor.token, { taleId, text: tale.abstract });
  await callApi(server, 'PUT', '/tales/', editor.token, { taleId, actionId: ACTION.advisoryBoard });
  return group?.groupName ?? '';
}

/** `writer` sends `tale.body` (`files` attached first); forwardToAdvisoryBoardWithApi takes it to the advisory board. */
export async function sendAndForwardWithApi(
  server: RunningServer,
  people: { writer: ApiSession; admin: ApiSession; editor: ApiSession },
  tale: {
    body: Partial<TaleCreateInput> & { taleName: string };
    files?: ReadonlyArray<{ name: string; data: Buffer }>;
    taleTextEnd: string;
    abstract: string;
  },
): Promise<{ taleId: number; groupName: string }> {
  const { writer, ...deciders } = people;
  const { body, files, ...forward } = tale;
  const taleId = await createTaleWithApi(server, writer, body);
  if (files?.length) await uploadWithApi(server, writer, taleId, files);
  await submitWithApi(server, writer, taleId);
  const groupName = await forwardToAdvisoryBoardWithApi(server, deciders, { taleId, body, ...forward });
  return { taleId, groupName };
}
