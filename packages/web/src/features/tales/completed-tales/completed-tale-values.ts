import { zodResolver } from '@hookform/resolvers/zod';
import { completedTaleEditSchema, type TaleFull } from '@masal/shared';
import type { Resolver } from 'react-hook-form';

/** The editable fields of a completed tale, as typed. */
export interface EditValues {
  taleTextEnd: string;
  contextProperties: string;
}

export const EDIT_FIELDS = ['taleTextEnd', 'contextProperties'] as const;

export const valuesOf = (tale: Pick<TaleFull, EditFields>): EditValues => ({
  taleTextEnd: tale.taleTextEnd ?? '',
  contextProperties: tale.contextProperties ?? '',
});
type EditFields = (typeof EDIT_FIELDS)[number];

export const sameValues = (a: EditValues, b: EditValues) => EDIT_FIELDS.every((f) => a[f] === b[f]);

const schemaResolver = zodResolver(
  completedTaleEditSchema.pick({ taleTextEnd: true, contextProperties: true }),
);

/** The server's own limits and messages; the form keeps what was typed (the server trims and empties). */
export const editResolver: Resolver<EditValues> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options as never);
  return Object.keys(result.errors).length > 0
    ? { values: {}, errors: result.errors }
    : { values, errors: {} };
};
