import { describe, expect, it } from 'vitest';
import { ROLE } from '../src/roles.ts';
import {
  ACTION,
  ACTION_IDS,
  ACTION_NAMES,
  actionName,
  canDeleteTale,
  canEditTale,
  canSeeTale,
  ownerSubmitTarget,
} from '../src/workflow.ts';

const OWNER = 10;
const EDITOR = 20;
const tale = (actionId: number, editorId: number | null = EDITOR) => ({ userId: OWNER, actionId, editorId });
const owner = { userId: OWNER, roleIds: [ROLE.writer] };
const otherWriter = { userId: 11, roleIds: [ROLE.writer] };
const editor = { userId: EDITOR, roleIds: [ROLE.editor] };
const otherEditor = { userId: 21, roleIds: [ROLE.languageEditor] };
const assistant = { userId: 30, roleIds: [ROLE.editorAssistant] };
const admin = { userId: 40, roleIds: [ROLE.admin] };

describe('tale statuses', () => {
  it('name all nine statuses of decisions.md in Turkish', () => {
    expect(ACTION_IDS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(ACTION_NAMES[ACTION.submitted]).toBe('Gönderildi — editör bekliyor');
    expect(actionName(9)).toBe('Yayımlandı');
    expect(actionName(42)).toBe('42');
  });
});

describe('canSeeTale', () => {
  it('shows a draft to its owner only', () => {
    expect(canSeeTale(tale(ACTION.draft), owner)).toBe(true);
    for (const viewer of [otherWriter, editor, assistant, admin]) {
      expect(canSeeTale(tale(ACTION.draft), viewer)).toBe(false);
    }
  });

  it('shows tales in the workflow to staff, never to other writers', () => {
    for (const actionId of [2, 3, 4, 5, 6, 7, 8]) {
      for (const viewer of [editor, otherEditor, assistant, admin])
        expect(canSeeTale(tale(actionId), viewer)).toBe(true);
      expect(canSeeTale(tale(actionId), otherWriter)).toBe(false);
      expect(canSeeTale(tale(actionId), owner)).toBe(true);
    }
  });

  it('shows published tales to everyone signed in', () => {
    expect(canSeeTale(tale(ACTION.published), otherWriter)).toBe(true);
  });
});

describe('canEditTale', () => {
  it('follows the "editable by" column of decisions.md', () => {
    const who = { owner, otherWriter, editor, otherEditor, assistant, admin };
    const expected: Record<number, (keyof typeof who)[]> = {
      1: ['owner'],
      2: [],
      3: ['editor'],
      4: ['owner'],
      5: [],
      6: ['assistant', 'admin'],
      7: ['assistant', 'admin'],
      8: [],
      9: ['assistant', 'admin'],
    };
    for (const [actionId, allowed] of Object.entries(expected)) {
      const editors = Object.entries(who)
        .filter(([, viewer]) => canEditTale(tale(Number(actionId)), viewer))
        .map(([name]) => name);
      expect(editors, `actionId ${actionId}`).toEqual(allowed);
    }
  });

  it('lets only the assigned editor work on a tale in review', () => {
    expect(canEditTale(tale(ACTION.inReview, null), editor)).toBe(false);
  });
});

describe('owner transitions', () => {
  it('submit a draft and resubmit a revision; nothing else', () => {
    expect(ownerSubmitTarget(ACTION.draft)).toBe(ACTION.submitted);
    expect(ownerSubmitTarget(ACTION.revisionRequested)).toBe(ACTION.inReview);
    for (const actionId of [2, 3, 5, 6, 7, 8, 9]) expect(ownerSubmitTarget(actionId)).toBeUndefined();
  });

  it('delete only their own draft', () => {
    expect(canDeleteTale(tale(ACTION.draft), owner)).toBe(true);
    expect(canDeleteTale(tale(ACTION.draft), admin)).toBe(false);
    expect(canDeleteTale(tale(ACTION.submitted), owner)).toBe(false);
  });
});
