import { describe, expect, it } from 'vitest';
import { MSG } from '../src/messages.ts';
import { ROLE } from '../src/roles.ts';
import { ACTION, type ActionId } from '../src/workflow.ts';
import {
  availableTransitions,
  chooseTransition,
  forwardProblems,
  noteRequiredMessage,
  PAYMENT_STATUSES,
  TRANSITIONS,
} from '../src/workflow-transitions.ts';

const OWNER = 10;
const EDITOR = 20;
const tale = (actionId: number, editorId: number | null = EDITOR) => ({ userId: OWNER, actionId, editorId });
const viewers = {
  owner: { userId: OWNER, roleIds: [ROLE.writer] },
  otherWriter: { userId: 11, roleIds: [ROLE.writer] },
  editor: { userId: EDITOR, roleIds: [ROLE.editor] },
  otherEditor: { userId: 21, roleIds: [ROLE.languageEditor] },
  member: { userId: 50, roleIds: [ROLE.advisoryBoardMember] },
  chair: { userId: 70, roleIds: [ROLE.advisoryBoardChair] },
  publisher: { userId: 80, roleIds: [ROLE.publishingEditor] },
  assistant: { userId: 90, roleIds: [ROLE.editorAssistant] },
  admin: { userId: 60, roleIds: [ROLE.admin] },
};
type Who = keyof typeof viewers;

/** decisions.md "Tale workflow", written out: who takes each transition, from where to where, and its note. */
const DECISIONS: ReadonlyArray<{ key: string; who: Who[]; from: ActionId; to: ActionId; note: string }> = [
  { key: 'submit', who: ['owner'], from: 1, to: 2, note: 'none' },
  { key: 'resubmit', who: ['owner'], from: 4, to: 3, note: 'optional' },
  { key: 'assign', who: ['admin'], from: 2, to: 3, note: 'optional' },
  { key: 'reassign', who: ['admin'], from: 3, to: 3, note: 'optional' },
  { key: 'requestRevision', who: ['editor'], from: 3, to: 4, note: 'required' },
  { key: 'reject', who: ['editor'], from: 3, to: 8, note: 'required' },
  { key: 'forwardToAdvisoryBoard', who: ['editor'], from: 3, to: 5, note: 'optional' },
  { key: 'advisoryBoardApprove', who: ['member', 'chair'], from: 5, to: 6, note: 'optional' },
  { key: 'advisoryBoardApprovePrivate', who: ['member', 'chair'], from: 5, to: 7, note: 'optional' },
  { key: 'advisoryBoardReturn', who: ['member', 'chair'], from: 5, to: 3, note: 'required' },
  { key: 'advisoryBoardReject', who: ['member', 'chair'], from: 5, to: 8, note: 'required' },
  { key: 'publish', who: ['publisher', 'admin'], from: 6, to: 9, note: 'optional' },
  { key: 'unpublish', who: ['publisher', 'admin'], from: 9, to: 6, note: 'required' },
];

describe('TRANSITIONS', () => {
  it('are the transitions of decisions.md, no more', () => {
    expect(TRANSITIONS.map((t) => [t.key, t.from, t.to, t.note])).toEqual(
      DECISIONS.map((d) => [d.key, d.from, d.to, d.note]),
    );
  });

  it('accrue payments on reaching 6 or 7 only', () => {
    expect([...PAYMENT_STATUSES].sort()).toEqual([ACTION.completed, ACTION.privateContent]);
  });
});

describe('chooseTransition', () => {
  it.each(DECISIONS.flatMap((d) => d.who.map((who) => ({ ...d, who }))))('$key: $who from $from to $to', ({
    key,
    who,
    from,
    to,
  }) => {
    expect(chooseTransition(tale(from), viewers[who], to)).toEqual({
      ok: true,
      transition: expect.objectContaining({ key, from, to }),
    });
  });

  it('refuses for the role when nobody in the viewer’s place may move such a tale there', () => {
    expect(chooseTransition(tale(1), viewers.owner, ACTION.published)).toEqual({
      ok: false,
      refused: 'role',
    });
    expect(chooseTransition(tale(3), viewers.otherEditor, ACTION.revisionRequested)).toEqual({
      ok: false,
      refused: 'role',
    });
    expect(chooseTransition(tale(5), viewers.editor, ACTION.completed)).toEqual({
      ok: false,
      refused: 'role',
    });
    expect(chooseTransition(tale(6), viewers.assistant, ACTION.published)).toEqual({
      ok: false,
      refused: 'role',
    });
    expect(chooseTransition(tale(2), viewers.otherWriter, ACTION.inReview)).toEqual({
      ok: false,
      refused: 'role',
    });
  });

  it('refuses for the state when the viewer takes such a decision, but not from this status', () => {
    expect(chooseTransition(tale(5), viewers.editor, ACTION.rejected)).toEqual({
      ok: false,
      refused: 'state',
    });
    expect(chooseTransition(tale(3), viewers.member, ACTION.completed)).toEqual({
      ok: false,
      refused: 'state',
    });
    expect(chooseTransition(tale(2), viewers.owner, ACTION.submitted)).toEqual({
      ok: false,
      refused: 'state',
    });
    expect(chooseTransition(tale(9), viewers.publisher, ACTION.published)).toEqual({
      ok: false,
      refused: 'state',
    });
    // Private content is never published, not even by an admin.
    expect(chooseTransition(tale(7), viewers.admin, ACTION.published)).toEqual({
      ok: false,
      refused: 'state',
    });
  });

  it("is an admin's change, with a reason, between any two statuses but the draft", () => {
    const change = chooseTransition(tale(6), viewers.admin, ACTION.advisoryBoard);
    expect(change).toEqual({
      ok: true,
      transition: expect.objectContaining({
        key: 'adminChange',
        note: 'required',
        needsClassification: true,
        notify: ['advisoryBoard'],
      }),
    });
    expect(chooseTransition(tale(8), viewers.admin, ACTION.inReview)).toMatchObject({
      ok: true,
      transition: { key: 'adminChange', needsEditor: true, notify: ['editor'] },
    });
    // A regular transition wins over the admin's change: unpublishing is the publisher's, with its own key.
    expect(chooseTransition(tale(9), viewers.admin, ACTION.completed)).toMatchObject({
      transition: { key: 'unpublish' },
    });
    expect(chooseTransition(tale(3), viewers.admin, ACTION.draft)).toMatchObject({ ok: false });
    expect(chooseTransition(tale(1), viewers.admin, ACTION.submitted)).toMatchObject({ ok: false });
  });
});

describe('availableTransitions', () => {
  const keys = (actionId: number, who: Who) =>
    availableTransitions(tale(actionId), viewers[who]).map((t) => t.key);

  it('offers each person only the decisions they may take now', () => {
    expect(keys(1, 'owner')).toEqual(['submit']);
    expect(keys(4, 'owner')).toEqual(['resubmit']);
    expect(keys(3, 'editor')).toEqual(['requestRevision', 'reject', 'forwardToAdvisoryBoard']);
    expect(keys(3, 'otherEditor')).toEqual([]);
    expect(keys(5, 'chair')).toEqual([
      'advisoryBoardApprove',
      'advisoryBoardApprovePrivate',
      'advisoryBoardReturn',
      'advisoryBoardReject',
    ]);
    expect(keys(6, 'publisher')).toEqual(['publish']);
    expect(keys(7, 'publisher')).toEqual([]);
    expect(keys(6, 'assistant')).toEqual([]);
  });

  it('gives an admin the regular decisions first, then a change to every other status but the draft', () => {
    const atSubmitted = availableTransitions(tale(2, null), viewers.admin);
    expect(atSubmitted.map((t) => [t.key, t.to])).toEqual([
      ['assign', 3],
      ['adminChange', 4],
      ['adminChange', 5],
      ['adminChange', 6],
      ['adminChange', 7],
      ['adminChange', 8],
      ['adminChange', 9],
    ]);
    const atPrivate = availableTransitions(tale(7), viewers.admin).map((t) => t.to);
    expect(atPrivate).toEqual([2, 3, 4, 5, 6, 8]);
  });
});

describe('noteRequiredMessage', () => {
  it('asks for a reason on refusals and withdrawals, a note otherwise', () => {
    const message = (key: string) => {
      const t = TRANSITIONS.find((x) => x.key === key);
      if (!t) throw new Error(key);
      return noteRequiredMessage(t);
    };
    expect(message('reject')).toBe(MSG.reasonRequired);
    expect(message('advisoryBoardReject')).toBe(MSG.reasonRequired);
    expect(message('unpublish')).toBe(MSG.reasonRequired);
    expect(message('requestRevision')).toBe(MSG.noteRequired);
    expect(message('advisoryBoardReturn')).toBe(MSG.noteRequired);
    const change = chooseTransition(tale(6), viewers.admin, ACTION.rejected);
    if (!change.ok) throw new Error('admin change refused');
    expect(noteRequiredMessage(change.transition)).toBe(MSG.reasonRequired);
  });
});

describe('forwardProblems', () => {
  it('lists every missing piece, by field, and nothing for a ready tale', () => {
    expect(
      forwardProblems({ groupId: null, subGroupId: null, taleTextEnd: '  \n', hasAbstract: false }),
    ).toEqual([
      { field: 'groupId', message: MSG.groupRequired },
      { field: 'subGroupId', message: MSG.subGroupRequired },
      { field: 'abstract', message: MSG.abstractRequired },
      { field: 'taleTextEnd', message: MSG.taleTextEndRequired },
    ]);
    expect(
      forwardProblems({ groupId: 1, subGroupId: 4, taleTextEnd: 'Bir varmış.', hasAbstract: true }),
    ).toEqual([]);
  });
});
