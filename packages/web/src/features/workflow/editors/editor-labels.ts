import type { EditorRow } from '@masal/shared';
import { compareTr } from '@masal/shared';
import { roleNames } from '../../users/user-labels.ts';

/** "Ayşe Yılmaz". */
export const editorName = (editor: Pick<EditorRow, 'name' | 'surname'>) => `${editor.name} ${editor.surname}`;

/** "Editör, Dil Editörü": the Turkish names of the editor's roles. */
export const editorRoles = (editor: Pick<EditorRow, 'roleIds'>) =>
  roleNames({ userRoles: editor.roleIds.map((roleId) => ({ roleId })) });

/** Surname, then name, in Turkish alphabetical order (Ç after C, İ after I). */
export const byEditorName = (a: EditorRow, b: EditorRow) =>
  compareTr(a.surname, b.surname) || compareTr(a.name, b.name);

/** Who may be given a tale: active editors only, alphabetically. */
export const pickableEditors = (editors: readonly EditorRow[]) =>
  editors.filter((e) => e.isActive).sort(byEditorName);
