/**
 * What other modules derive from a tale's text, written in the transaction that saves the text so both commit or
 * roll back together (the workflow's copy fingerprint). They register through `app.tales.onTextSaved`: tales is
 * loaded before them and imports none of them.
 */
import type { Db } from '../../db/db.ts';

export type TextSavedHook = (tx: Db, taleId: number, taleText: string | null | undefined) => Promise<void>;

export function textSavedHooks() {
  const hooks: TextSavedHook[] = [];
  return {
    add(hook: TextSavedHook): void {
      hooks.push(hook);
    },
    async run(tx: Db, taleId: number, taleText: string | null | undefined): Promise<void> {
      for (const hook of hooks) await hook(tx, taleId, taleText);
    },
  };
}
export type TextSavedHooks = ReturnType<typeof textSavedHooks>;
