import { zodResolver } from '@hookform/resolvers/zod';
import { profileUpdateSchema, TITLE_OTHER } from '@masal/shared';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { type DetailsValues, toProfileUpdate } from './profile-details-values.ts';

const schemaResolver = zodResolver(profileUpdateSchema);

/**
 * Checks what would be sent, with the server's shared schema; a refused "Diğer" title shows under the text
 * typed for it. The form keeps its own values.
 */
export const profileDetailsResolver: Resolver<DetailsValues> = async (values, context, options) => {
  const result = await schemaResolver(toProfileUpdate(values), context, options as never);
  const errors = { ...result.errors } as FieldErrors<DetailsValues>;
  if (errors.titleName && values.titleName === TITLE_OTHER) {
    errors.titleOther = errors.titleName;
    delete errors.titleName;
  }
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};
