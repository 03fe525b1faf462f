/** The editor list: everyone holding an editor-type role, with their roles and workload. */
import type { EditorRow } from '@masal/shared';
import type { EditorRepository } from './editor.repository.ts';

export function editorService(repo: EditorRepository) {
  return {
    list: (): Promise<EditorRow[]> => repo.list(),
  };
}
export type EditorService = ReturnType<typeof editorService>;
