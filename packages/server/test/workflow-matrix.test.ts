/**
 * The workflow's authorisation matrix, written from decisions.md alone — NOT derived from
 * packages/shared/src/workflow-transitions.ts, so a mistake in that table shows here.
 *
 * PUT /v1/tales/ {taleId, actionId, note, editorId?, version}: each of the nine roles (a user holding only that
 * role) × own / assigned / other tale × each of the nine statuses × every target status 1–9 (so each target
 * decisions.md names, and the ones nobody may reach: →1 from anywhere, 7→9, a status onto itself but 3→3).
 * After every refused call nothing changed (status, version, editor, history, payments, mail jobs of the tale).
 * Then the read routes of the workflow per role × relationship × status, and the preconditions (400), a
 * missing note (400), a stale version (409).
 *
 * How a relationship combines with a role (decided here, from decisions.md):
 *  - Rights are the union (decisions.md: "menus and permissions are the union"): the owner's transitions
 *    belong to the owner whatever their roles; an admin who owns a tale may also take the admin's; an advisory board
 *    member who owns a tale at 5 may decide it (decisions.md forbids no conflict of interest).
 *  - "own": the tale's user_id is the caller. The owner always sees the tale, and takes 1→2 and 4→3.
 *  - "assigned": the tale's editor_id is the caller. The assigned editor's transitions at 3 (→4, →8, →5)
 *    are an editor's work ("2 Editör: reviews assigned tales"; 3, 4, 5, 7, 8 "as 2"): they need the caller
 *    to hold an editor-type role (2, 3, 4, 5, 7, 8) as well. A writer (1), an editor assistant (9) or an
 *    admin-only user (6) named in editor_id — possible when an editor's roles are changed after the
 *    assignment — is not "the assigned editor"; the admin still has the admin's own transitions.
 *    Being assigned gives no visibility of its own: a writer-only user sees what a writer sees.
 *  - "other": neither owner nor assigned editor; the tale's owner is another compiler.
 *  - Visibility first: whoever cannot see the tale (someone else's draft; a non-staff user on a tale that is
 *    not published) gets 401 whatever they ask.
 *  - Then 401 when no rule of the table lets this caller move a tale like this one to the target from any
 *    status; 409 when one does, but from another status; 200 when one does from this status. A note is
 *    always sent in the matrix, so the note rules show separately (400 without a required note).
 *  - An admin's "any other change" needs a note; admin 6→9 is the publisher's (role 8 or admin) transition
 *    and needs none; admin 2→3 / 3→3 (assign / reassign) need none but an editorId of an editor.
 */
import { ROLE } from '@masal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedUser, signedInUser } from './support/factories.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import {
  createWorkflowTale,
  excerpt,
  getAs,
  historyOf,
  putTransition,
  type TaleSnapshot,
  type TransitionBody,
  taleSnapshot,
  type WorkflowTaleOptions,
} from './support/workflow-fixtures.ts';

type User = CreatedUser & { token: string };
type Relation = 'own' | 'assigned' | 'other';
const RELATIONS: readonly Relation[] = ['own', 'assigned', 'other'];
const ROLES = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
const STATUSES = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/** decisions.md, Roles: editor-type roles (2 and "as 2"), and who sees every tale that is not a draft. */
const EDITOR_TYPE: readonly number[] = [2, 3, 4, 5, 7, 8];
const SEES_NON_DRAFTS: readonly number[] = [...EDITOR_TYPE, 9, 6];

/**
 * THE TABLE (decisions.md, "Tale workflow"): row = from, column = to; each cell lists who may take the step.
 *   O   the owner                                   (1→2 submit, 4→3 resubmit)
 *   E   the assigned editor (holding an editor role) (3→5 forward: needs group, subgroup, abstract, text to publish)
 *   E!  the assigned editor, note required           (3→4 revision, 3→8 reject)
 *   A   an admin, no note                            (2→3 assign, 3→3 reassign: editorId of an editor)
 *   A!  an admin, note required                      ("any other change only with a reason"; never to or from 1,
 *                                                     never 7→9)
 *   B   roles 5 and 7                                (5→6 approve, 5→7 approve as private content)
 *   B!  roles 5 and 7, note required                 (5→3 return to the editor, 5→8 reject)
 *   P   role 8 or an admin                           (6→9 publish)
 *   P!  role 8 or an admin, note required            (9→6 unpublish)
 */
// biome-ignore format: the table reads as a grid
const TABLE: Readonly<Record<number, readonly string[]>> = {
  //   to: 1    2      3         4        5        6        7        8         9
  1: [   '',  'O',   '',       '',      '',      '',      '',      '',       ''   ],
  2: [   '',  '',    'A',      'A!',    'A!',    'A!',    'A!',    'A!',     'A!' ],
  3: [   '',  'A!',  'A',      'E! A!', 'E A!',  'A!',    'A!',    'E! A!',  'A!' ],
  4: [   '',  'A!',  'O A!',   '',      'A!',    'A!',    'A!',    'A!',     'A!' ],
  5: [   '',  'A!',  'B! A!',  'A!',    '',      'B A!',  'B A!',  'B! A!',  'A!' ],
  6: [   '',  'A!',  'A!',     'A!',    'A!',    '',      'A!',    'A!',     'P'  ],
  7: [   '',  'A!',  'A!',     'A!',    'A!',    'A!',    '',      'A!',     ''   ],
  8: [   '',  'A!',  'A!',     'A!',    'A!',    'A!',    'A!',    '',       'A!' ],
  9: [   '',  'A!',  'A!',     'A!',    'A!',    'P!',    'A!',    'A!',     ''   ],
};

/** Statuses whose arrival creates the compiler's payment (decisions.md, Payments): one per tale. */
const PAYING: readonly number[] = [6, 7];

const rulesAt = (from: number, to: number) => (TABLE[from]?.[to - 1] ?? '').split(' ').filter(Boolean);

function qualifies(rule: string, role: number, relation: Relation): boolean {
  switch (rule[0]) {
    case 'O':
      return relation === 'own';
    case 'E':
      return relation === 'assigned' && EDITOR_TYPE.includes(role);
    case 'A':
      return role === 6;
    case 'B':
      return role === 5 || role === 7;
    case 'P':
      return role === 8 || role === 6;
    default:
      throw new Error(`unknown rule ${rule}`);
  }
}

function canSee(role: number, relation: Relation, status: number): boolean {
  return relation === 'own' || (status !== 1 && SEES_NON_DRAFTS.includes(role)) || status === 9;
}

interface Expected {
  code: 200 | 401 | 409;
  /** For 200: whether every way this caller has needs a note (then 400 without one). */
  noteRequired: boolean;
}

function expectedOf(role: number, relation: Relation, from: number, to: number): Expected {
  if (!canSee(role, relation, from)) return { code: 401, noteRequired: false };
  const here = rulesAt(from, to).filter((r) => qualifies(r, role, relation));
  if (here.length > 0) return { code: 200, noteRequired: here.every((r) => r.endsWith('!')) };
  const elsewhere = STATUSES.some(
    (f) => f !== from && rulesAt(f, to).some((r) => qualifies(r, role, relation)),
  );
  return { code: elsewhere ? 409 : 401, noteRequired: false };
}

const NOTE = 'Matris denemesi için gerekçe notu';

let ctx: TestApp;
/** One user per role, holding only that role. */
const subject = new Map<number, User>();
/** The owner of every tale that is not "own". */
let compiler: User;
/** The editor assigned to tales at 3 and beyond that are not "assigned"; editorB is the reassignment target. */
let editorA: User;
let editorB: User;

beforeAll(async () => {
  ctx = await startTestApp();
  for (const role of ROLES) subject.set(role, await signedInUser(ctx, { roles: [role] }));
  compiler = await signedInUser(ctx, { roles: [ROLE.writer] });
  editorA = await signedInUser(ctx, { roles: [ROLE.editor] });
  editorB = await signedInUser(ctx, { roles: [ROLE.editor] });
});

const counts = { transitionCells: 0, noteCells: 0, preconditionCells: 0, readCells: 0 };
afterAll(async () => {
  console.log(
    `workflow matrix: ${counts.transitionCells} transition cells, ${counts.noteCells} note cells, ` +
      `${counts.preconditionCells} precondition/version cells, ${counts.readCells} read cells asserted`,
  );
  await ctx?.close();
});

const user = (role: number): User => {
  const u = subject.get(role);
  if (!u) throw new Error(`no user for role ${role}`);
  return u;
};

/** The tale a cell acts on: its owner and editor set by the relationship. */
function taleFor(
  role: number,
  relation: Relation,
  status: number,
  extra: Partial<WorkflowTaleOptions> = {},
): Promise<{ taleId: number }> {
  const me = user(role).userId;
  const usualEditor = status >= 3 ? editorA.userId : null;
  return createWorkflowTale(ctx, {
    actionId: status,
    userId: relation === 'own' ? me : compiler.userId,
    editorId: relation === 'assigned' ? me : usualEditor,
    ...extra,
  });
}

/** The body a cell sends: always a note and the current version; an editorId when an admin asks for 3. */
function bodyFor(
  role: number,
  taleId: number,
  from: number,
  to: number,
  version: number,
  withNote = true,
): TransitionBody {
  return {
    taleId,
    actionId: to,
    ...(withNote ? { note: NOTE } : {}),
    version,
    ...(role === 6 && to === 3 ? { editorId: from === 3 ? editorB.userId : editorA.userId } : {}),
  };
}

/** Fails with the disagreeing cells (the first 150 of them, then their number). */
function expectNoMismatch(mismatches: readonly string[]): void {
  if (mismatches.length === 0) return;
  const shown = mismatches.slice(0, 150).join('\n');
  const more = mismatches.length > 150 ? `\n… and ${mismatches.length - 150} more` : '';
  expect.fail(`${mismatches.length} cells disagree with decisions.md:\n${shown}${more}`);
}

const same = (a: TaleSnapshot, b: TaleSnapshot) =>
  a.actionId === b.actionId &&
  a.version === b.version &&
  a.editorId === b.editorId &&
  a.history === b.history &&
  a.payments === b.payments &&
  a.mailJobs === b.mailJobs;

/** What a successful transition must have written; problems as text. */
async function checkMoved(
  taleId: number,
  before: TaleSnapshot,
  after: TaleSnapshot,
  actor: User,
  from: number,
  to: number,
  sent: TransitionBody,
  noteKept: boolean,
): Promise<string[]> {
  const problems: string[] = [];
  if (after.actionId !== to) problems.push(`status ${after.actionId}, expected ${to}`);
  if (after.version <= before.version) problems.push(`version ${before.version}→${after.version}`);
  if (after.history !== before.history + 1) problems.push(`history ${before.history}→${after.history}`);
  const payments = before.payments === 0 && PAYING.includes(to) ? 1 : before.payments;
  if (after.payments !== payments)
    problems.push(`payments ${before.payments}→${after.payments}, expected ${payments}`);
  if (sent.editorId !== undefined && after.editorId !== sent.editorId)
    problems.push(`editor ${after.editorId}, expected ${sent.editorId}`);
  if (sent.editorId === undefined && to === 3 && after.editorId !== before.editorId)
    problems.push(`editor changed ${before.editorId}→${after.editorId}`);
  const last = (await historyOf(ctx, taleId)).at(-1);
  if (!last || last.fromActionId !== from || last.toActionId !== to || last.actorUserId !== actor.userId)
    problems.push(`history row ${JSON.stringify(last && { ...last, at: undefined })}`);
  else if (noteKept && last.note !== NOTE) problems.push(`history note ${JSON.stringify(last.note)}`);
  return problems;
}

describe('PUT /v1/tales/: role × relationship × status × target', () => {
  it.each(ROLES)('role %i', async (role) => {
    const me = user(role);
    const mismatches: string[] = [];
    for (const relation of RELATIONS) {
      for (const from of STATUSES) {
        // Refused cells share one tale per (relation, status); a cell that moves it gets a fresh one.
        let shared: { taleId: number } | undefined;
        for (const to of STATUSES) {
          const want = expectedOf(role, relation, from, to);
          const label = `role ${role} ${relation} ${from}→${to}`;
          const tale = want.code === 200 || !shared ? await taleFor(role, relation, from) : shared;
          if (want.code !== 200) shared = tale;
          let before = await taleSnapshot(ctx, tale.taleId);

          // The step without a note first: where every way this caller has needs one, 400 naming the note and
          // nothing changed — so the same tale then takes the step with the note; otherwise it moves (200), on a
          // tale of its own.
          if (want.code === 200) {
            const bare = want.noteRequired ? tale : await taleFor(role, relation, from);
            const b = want.noteRequired ? before : await taleSnapshot(ctx, bare.taleId);
            const noNote = bodyFor(role, bare.taleId, from, to, b.version, false);
            const r = await putTransition(ctx, me.token, noNote);
            const a = await taleSnapshot(ctx, bare.taleId);
            counts.noteCells++;
            const code = want.noteRequired ? 400 : 200;
            if (r.statusCode !== code) {
              mismatches.push(`${label} without note: expected ${code}, got ${r.statusCode} ${excerpt(r)}`);
            } else if (code === 400) {
              const fields = ((r.json().errors ?? []) as { field: string }[]).map((e) => e.field);
              if (!fields.includes('note'))
                mismatches.push(`${label} without note: errors ${JSON.stringify(fields)}`);
              if (!same(b, a)) mismatches.push(`${label} without note: changed ${JSON.stringify([b, a])}`);
            } else if (a.actionId !== to) {
              mismatches.push(`${label} without note: status ${a.actionId}`);
            }
            if (bare === tale) {
              // A tale the refused call changed is not the one to check the step on (the change is reported).
              if (!same(b, a)) continue;
              before = a;
            }
          }

          const body = bodyFor(role, tale.taleId, from, to, before.version);
          const response = await putTransition(ctx, me.token, body);
          const after = await taleSnapshot(ctx, tale.taleId);
          counts.transitionCells++;
          if (response.statusCode !== want.code) {
            mismatches.push(
              `${label}: expected ${want.code}, got ${response.statusCode} ${excerpt(response)}`,
            );
          }
          if (want.code === 200) {
            if (response.statusCode === 200) {
              const moved = await checkMoved(
                tale.taleId,
                before,
                after,
                me,
                from,
                to,
                body,
                want.noteRequired,
              );
              if (moved.length > 0) mismatches.push(`${label}: ${moved.join('; ')}`);
            }
          } else if (!same(before, after)) {
            mismatches.push(
              `${label}: refused call changed ${JSON.stringify(before)} → ${JSON.stringify(after)}`,
            );
            shared = undefined;
          }
        }
      }
    }
    expectNoMismatch(mismatches);
  });
});

describe('PUT /v1/tales/: preconditions (400), stale versions (409), unknown tale, no session', () => {
  /** One call that must be refused with `code` and leave the tale as it was; returns the answer. */
  async function refused(token: string, taleId: number, body: Omit<TransitionBody, 'taleId'>, code: number) {
    const before = await taleSnapshot(ctx, taleId);
    const response = await putTransition(ctx, token, { taleId, version: before.version, ...body });
    counts.preconditionCells++;
    expect(response.statusCode, excerpt(response)).toBe(code);
    expect(await taleSnapshot(ctx, taleId)).toEqual(before);
    return response;
  }
  const fieldsOf = (response: { json(): unknown }) =>
    ((response.json() as { errors?: { field: string }[] }).errors ?? []).map((e) => e.field);

  it('forwarding 3→5 without group, subgroup, abstract and text to publish: 400 naming each', async () => {
    const editor = user(ROLE.editor);
    const bare = await taleFor(ROLE.editor, 'assigned', 3, { typed: false, textEnd: false, abstract: false });
    const all = await refused(editor.token, bare.taleId, { actionId: 5, note: NOTE }, 400);
    expect(fieldsOf(all)).toEqual(
      expect.arrayContaining(['groupId', 'subGroupId', 'abstract', 'taleTextEnd']),
    );
    const cases: [Partial<WorkflowTaleOptions>, string][] = [
      [{ typed: false }, 'groupId'],
      [{ abstract: false }, 'abstract'],
      [{ textEnd: false }, 'taleTextEnd'],
    ];
    for (const [missing, field] of cases) {
      const tale = await taleFor(ROLE.editor, 'assigned', 3, missing);
      const response = await refused(editor.token, tale.taleId, { actionId: 5, note: NOTE }, 400);
      expect(fieldsOf(response)).toContain(field);
    }
  });

  it('submitting an incomplete draft: 400', async () => {
    const draft = await taleFor(ROLE.writer, 'own', 1, { complete: false });
    await refused(user(ROLE.writer).token, draft.taleId, { actionId: 2 }, 400);
  });

  it('assigning 2→3 without an editor, with a writer, an unknown user, the compiler; 3→3 an assistant: 400', async () => {
    const admin = user(ROLE.admin);
    const tale = await taleFor(ROLE.admin, 'other', 2);
    expect(fieldsOf(await refused(admin.token, tale.taleId, { actionId: 3 }, 400))).toContain('editorId');
    await refused(admin.token, tale.taleId, { actionId: 3, editorId: compiler.userId }, 400);
    await refused(admin.token, tale.taleId, { actionId: 3, editorId: 2_000_000 }, 400);
    // Never to the tale's own compiler, even one holding an editor role (the lead's decision, commit 2ad400b).
    const editorsOwn = await taleFor(ROLE.editor, 'own', 2);
    expect(
      fieldsOf(
        await refused(
          admin.token,
          editorsOwn.taleId,
          { actionId: 3, editorId: user(ROLE.editor).userId },
          400,
        ),
      ),
    ).toContain('editorId');
    const atThree = await taleFor(ROLE.admin, 'other', 3);
    await refused(
      admin.token,
      atThree.taleId,
      { actionId: 3, editorId: user(ROLE.editorAssistant).userId },
      400,
    );
  });

  it('an editor whose editor role an admin withdrew after the assignment decides nothing: 401', async () => {
    const admin = user(ROLE.admin);
    for (const newRoles of [[ROLE.editorAssistant], [ROLE.writer]]) {
      const former = await signedInUser(ctx, { roles: [ROLE.editor] });
      const tale = await taleFor(ROLE.admin, 'other', 2);
      const assigned = await putTransition(ctx, admin.token, {
        taleId: tale.taleId,
        actionId: 3,
        editorId: former.userId,
        note: NOTE,
      });
      expect(assigned.statusCode, excerpt(assigned)).toBe(200);
      const changed = await ctx.app.inject({
        method: 'PUT',
        url: `/v1/users/${former.userId}/roles`,
        payload: { roleIds: newRoles },
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(changed.statusCode, excerpt(changed)).toBe(200);
      for (const to of [4, 5, 8]) await refused(former.token, tale.taleId, { actionId: to, note: NOTE }, 401);
    }
  });

  it('a stale version: 409, nothing changed', async () => {
    const admin = user(ROLE.admin);
    const tale = await taleFor(ROLE.admin, 'other', 2);
    const { version } = await taleSnapshot(ctx, tale.taleId);
    await refused(
      admin.token,
      tale.taleId,
      { actionId: 3, editorId: editorA.userId, version: version + 1 },
      409,
    );
    const review = await taleFor(ROLE.editor, 'assigned', 3);
    const v = (await taleSnapshot(ctx, review.taleId)).version;
    await refused(user(ROLE.editor).token, review.taleId, { actionId: 4, note: NOTE, version: v + 7 }, 409);
  });

  it('an unknown tale: 404; no session: 403', async () => {
    const response = await putTransition(ctx, user(ROLE.admin).token, {
      taleId: 2_000_000,
      actionId: 3,
      editorId: editorA.userId,
      note: NOTE,
    });
    counts.preconditionCells++;
    expect(response.statusCode).toBe(404);
    const tale = await taleFor(ROLE.writer, 'own', 1);
    const noSession = await ctx.app.inject({
      method: 'PUT',
      url: '/v1/tales/',
      payload: { taleId: tale.taleId, actionId: 2 },
    });
    counts.preconditionCells++;
    expect(noSession.statusCode).toBe(403);
  });
});

describe('read routes of the workflow: role × relationship × status', () => {
  /**
   * Who may read what. The tale, its full form and its abstract follow the tale (decisions.md: owner always;
   * editor-type roles, editor assistants and admins every tale but a draft; everyone a published one).
   * The editorial process is internal (the lead's decision in commit 2ad400b, where decisions.md is silent:
   * "editors' and the advisory board's notes are internal, so a reader of a published tale does not get them"):
   * the history goes to the owner and the staff only, and the advisory board's record — the advisory board's own
   * evaluation and note — to the staff only (every role that sees every non-draft tale, the editor assistants too).
   */
  const followsTale = canSee;
  const ownerOrStaff = (role: number, relation: Relation, status: number) =>
    relation === 'own' || (status !== 1 && SEES_NON_DRAFTS.includes(role));
  /** A staff member who may see the tale (their own draft too: the union of owner and role). */
  const staffOnly = (role: number, relation: Relation, status: number) =>
    canSee(role, relation, status) && SEES_NON_DRAFTS.includes(role);
  const ROUTES = [
    { name: 'tale', url: (id: number) => `/v1/tales/${id}`, record: false, sees: followsTale },
    { name: 'full', url: (id: number) => `/v1/tales/full/${id}`, record: false, sees: followsTale },
    { name: 'history', url: (id: number) => `/v1/tales/history/${id}`, record: false, sees: ownerOrStaff },
    {
      name: 'abstract',
      url: (id: number) => `/v1/taleAbstract/byTaleId/${id}`,
      record: true,
      sees: followsTale,
    },
    {
      name: 'approval',
      url: (id: number) => `/v1/advisoryBoardApproval/byTaleId/${id}`,
      record: true,
      sees: staffOnly,
    },
    {
      name: 'approval basic',
      url: (id: number) => `/v1/advisoryBoardApproval/byTaleId/basic/${id}`,
      record: true,
      sees: staffOnly,
    },
  ] as const;

  /** Another compiler's tales do not depend on the reader, so every role reads the same ones (reads change nothing). */
  const othersTales = new Map<string, Promise<{ taleId: number }>>();
  function readTale(role: number, relation: Relation, status: number, withRecords: boolean) {
    const make = () => taleFor(role, relation, status, { abstract: withRecords, approval: withRecords });
    if (relation !== 'other') return make();
    const key = `${status} ${withRecords}`;
    const tale = othersTales.get(key) ?? make();
    othersTales.set(key, tale);
    return tale;
  }

  it.each(ROLES)('role %i', async (role) => {
    const me = user(role);
    const mismatches: string[] = [];
    for (const relation of RELATIONS) {
      for (const status of STATUSES) {
        // With an abstract and an advisory board record, then without: a route reading a record answers 404 for none.
        for (const withRecords of [true, false]) {
          const tale = await readTale(role, relation, status, withRecords);
          const before = await taleSnapshot(ctx, tale.taleId);
          for (const route of ROUTES) {
            if (!withRecords && !route.record) continue;
            const visible = route.sees(role, relation, status);
            const expected = !visible ? 401 : route.record && !withRecords ? 404 : 200;
            const response = await getAs(ctx, me.token, route.url(tale.taleId));
            counts.readCells++;
            if (response.statusCode !== expected)
              mismatches.push(
                `role ${role} ${relation} status ${status} ${route.name}${withRecords ? '' : ' (no record)'}: ` +
                  `expected ${expected}, got ${response.statusCode} ${excerpt(response, 120)}`,
              );
            else if (
              expected === 200 &&
              !route.record &&
              route.name !== 'history' &&
              response.json().taleId !== tale.taleId
            )
              mismatches.push(
                `role ${role} ${relation} status ${status} ${route.name}: another tale's answer`,
              );
          }
          expect(await taleSnapshot(ctx, tale.taleId)).toEqual(before);
        }
      }
    }
    expectNoMismatch(mismatches);
  });

  it('an unknown tale: 404 on every read route', async () => {
    for (const route of ROUTES) {
      const response = await getAs(ctx, user(ROLE.admin).token, route.url(2_000_000));
      counts.readCells++;
      expect(response.statusCode, route.name).toBe(404);
    }
  });
});
