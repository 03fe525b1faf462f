import { availableTransitions, MSG, ROLE, TRANSITIONS, type Transition } from '@masal/shared';
import { describe, expect, it } from 'vitest';
import {
  decisionLabel,
  decisionProblems,
  decisionTone,
  noteLabel,
  offeredTransitions,
} from './decision-rules.ts';

const byKey = (key: string) => TRANSITIONS.find((t) => t.key === key) as Transition;

describe('decision rules', () => {
  it('asks for a reason on refusals and withdrawals, a note otherwise', () => {
    expect(noteLabel(byKey('reject'))).toBe('workflow.reason');
    expect(noteLabel(byKey('advisoryBoardReject'))).toBe('workflow.reason');
    expect(noteLabel(byKey('unpublish'))).toBe('workflow.reason');
    expect(noteLabel(byKey('requestRevision'))).toBe('workflow.note');
    expect(noteLabel(byKey('advisoryBoardReturn'))).toBe('workflow.note');
  });

  it('a required note must have text; an optional one may stay empty', () => {
    expect(decisionProblems(byKey('requestRevision'), { note: '  ', editorId: null })).toEqual([
      { field: 'note', message: MSG.noteRequired },
    ]);
    expect(decisionProblems(byKey('reject'), { note: '', editorId: null })).toEqual([
      { field: 'note', message: MSG.reasonRequired },
    ]);
    expect(decisionProblems(byKey('forwardToAdvisoryBoard'), { note: '', editorId: null })).toEqual([]);
  });

  it('an assignment needs an editor', () => {
    expect(decisionProblems(byKey('assign'), { note: '', editorId: null })).toEqual([
      { field: 'editorId', message: MSG.editorRequired },
    ]);
    expect(decisionProblems(byKey('assign'), { note: '', editorId: 7 })).toEqual([]);
  });

  it("names the status an admin's change reaches", () => {
    const admin = { userId: 1, roleIds: [ROLE.admin] };
    const changes = availableTransitions({ userId: 2, actionId: 6, editorId: null }, admin).filter(
      (t) => t.key === 'adminChange',
    );
    const labels = changes.map(decisionLabel);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels).toContain('Durumu değiştir: Reddedildi');
    expect(decisionLabel(byKey('publish'))).toBe('Yayımla');
  });

  it('offers the assigned editor their decisions, an assignment only with an editor picker', () => {
    const editor = { userId: 9, roleIds: [ROLE.editor] };
    const atReview = { userId: 2, actionId: 3, editorId: 9 };
    expect(offeredTransitions(atReview, editor, { canPickEditor: false }).map((t) => t.key)).toEqual([
      'requestRevision',
      'reject',
      'forwardToAdvisoryBoard',
    ]);
    expect(
      offeredTransitions(atReview, { userId: 8, roleIds: [ROLE.editor] }, { canPickEditor: false }),
    ).toEqual([]);
    const admin = { userId: 1, roleIds: [ROLE.admin] };
    const submitted = { userId: 2, actionId: 2, editorId: null };
    expect(offeredTransitions(submitted, admin, { canPickEditor: false }).some((t) => t.needsEditor)).toBe(
      false,
    );
    expect(
      offeredTransitions(submitted, admin, { only: ['assign'], canPickEditor: true }).map((t) => t.key),
    ).toEqual(['assign']);
  });

  it('rejections stand out', () => {
    expect(decisionTone(byKey('reject'))).toBe('error');
    expect(decisionTone(byKey('advisoryBoardApprove'))).toBe('primary');
  });
});
