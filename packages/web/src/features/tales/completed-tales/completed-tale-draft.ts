/** The completed-tale editor's copy on the device, one per person and tale: the text to publish and the context. */
import type { DraftKind } from '../../../components/device-draft-store.ts';
import { type EditValues, sameValues } from './completed-tale-values.ts';

const isEdit = (v: unknown): v is EditValues => {
  const e = v as Partial<EditValues> | null;
  return (
    e !== null &&
    typeof e === 'object' &&
    typeof e.taleTextEnd === 'string' &&
    typeof e.contextProperties === 'string'
  );
};

export const COMPLETED_DRAFT: DraftKind<EditValues> = {
  name: 'completedTaleDraft',
  accept: (values) => (isEdit(values) ? values : null),
  same: sameValues,
};
