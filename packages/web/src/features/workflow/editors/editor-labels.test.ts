import type { EditorRow } from '@masal/shared';
import { describe, expect, it } from 'vitest';
import { editorName, editorRoles, pickableEditors } from './editor-labels.ts';

const editor = (userId: number, name: string, surname: string, isActive = true): EditorRow => ({
  userId,
  name,
  surname,
  email: `e${userId}@example.com`,
  roleIds: [2],
  isActive,
  openCount: 0,
  reviewedCount: 0,
});

describe('editor labels', () => {
  it('names the editor and their roles in Turkish', () => {
    expect(editorName(editor(1, 'Ayşe', 'Yılmaz'))).toBe('Ayşe Yılmaz');
    expect(editorRoles({ roleIds: [2, 3, 5] })).toBe('Editör, Dil Editörü, Danışma Kurulu Üyesi');
  });

  it('offers active editors only, by surname in Turkish order', () => {
    const list = [
      editor(1, 'Can', 'Çelik'),
      editor(2, 'Ali', 'Cevher'),
      editor(3, 'Oya', 'Ünal', false),
      editor(4, 'İpek', 'Işık'),
      editor(5, 'Ece', 'Işık'),
    ];
    expect(pickableEditors(list).map((e) => e.userId)).toEqual([2, 1, 5, 4]);
  });
});
