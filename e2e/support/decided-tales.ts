/**
 * Tales taken through the real workflow to a given status, in a given province, for the specs that count them
 * (the home page's map and figures, the admin statistics).
 */
import { ACTION } from '@masal/shared';
import { completeTaleBody } from '../../packages/server/test/support/tale-bodies.ts';
import { type ApiSession, callApi, createTaleWithApi, submitWithApi } from './api-session.ts';
import { createStaffSessions, sendAndForwardWithApi } from './editor-account.ts';
import type { RunningServer } from './server.ts';

export interface Deciders {
  admin: ApiSession;
  editor: ApiSession;
  advisoryBoardMember: ApiSession;
  publisher: ApiSession;
}

/** An editor, an advisory board member and a publishing editor beside `admin`. */
export async function createDeciders(server: RunningServer, admin: ApiSession): Promise<Deciders> {
  const [editor, advisoryBoardMember, publisher] = await createStaffSessions(server, admin, [
    { key: 'istatistik-editor', name: 'Deniz', surname: 'Karar', roleIds: [2] },
    { key: 'istatistik-kurul', name: 'Ece', surname: 'Kurul', roleIds: [5] },
    { key: 'istatistik-yayin', name: 'Oya', surname: 'Yayın', roleIds: [8] },
  ]);
  return { admin, editor, advisoryBoardMember, publisher };
}

export interface SeedTale {
  taleName: string;
  area: string;
  city: string;
  /** Sent and waiting (2), completed (6), private content (7) or published (9, by way of 6). */
  actionId: 2 | 6 | 7 | 9;
}

export async function decidedTaleWithApi(
  server: RunningServer,
  writer: ApiSession,
  deciders: Deciders,
  tale: SeedTale,
): Promise<number> {
  const body = completeTaleBody({ taleName: tale.taleName, area: tale.area, city: tale.city });
  if (tale.actionId === ACTION.submitted) {
    const taleId = await createTaleWithApi(server, writer, body);
    await submitWithApi(server, writer, taleId);
    return taleId;
  }
  const { taleId } = await sendAndForwardWithApi(
    server,
    { writer, admin: deciders.admin, editor: deciders.editor },
    { body, taleTextEnd: body.taleText ?? tale.taleName, abstract: `${tale.taleName} masalının özeti.` },
  );
  const advisoryBoardDecision =
    tale.actionId === ACTION.privateContent ? ACTION.privateContent : ACTION.completed;
  await callApi(server, 'PUT', '/tales/', deciders.advisoryBoardMember.token, {
    taleId,
    actionId: advisoryBoardDecision,
  });
  if (tale.actionId === ACTION.published) {
    await callApi(server, 'PUT', '/tales/', deciders.publisher.token, { taleId, actionId: ACTION.published });
  }
  return taleId;
}
