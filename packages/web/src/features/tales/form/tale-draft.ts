/** The tale form's copy on the device (`masal.taleDraft.<userId>.<taleId|new>`), read back into today's form. */
import type { DraftKind } from '../../../components/device-draft-store.ts';
import { completeValues, sameContent, type TaleFormValues } from './tale-form-values.ts';

const isRecord = (v: unknown): v is Partial<TaleFormValues> => typeof v === 'object' && v !== null;

export const TALE_DRAFT: DraftKind<TaleFormValues> = {
  name: 'taleDraft',
  // A copy written by an older form lacks newer fields: they take their defaults.
  accept: (values) =>
    isRecord(values) && typeof values.taleName === 'string' ? completeValues(values) : null,
  same: sameContent,
};
