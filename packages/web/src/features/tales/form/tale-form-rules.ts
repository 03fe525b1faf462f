/**
 * The form's resolver: the shared taleCreateSchema (a draft needs only its name) and, once the user
 * has pressed Gönder, also the shared submitProblems, so every missing field shows at once and each
 * message goes away as the field is filled. zod is downloaded with the first check.
 */
import type { TaleData } from '@masal/shared/schemas/tale';
import { type FieldErrors, get, type Resolver, set } from 'react-hook-form';
import { lazyResolver } from '../../../components/lazy-resolver.ts';
import { type TaleFormValues, toTaleInput } from './tale-form-values.ts';

/** Passed as useForm's `context`; a mutable object so that switching needs no re-render. */
export interface TaleRulesContext {
  /** true while the submit rules apply (from a Gönder until the next draft save). */
  strict: boolean;
}

export const taleRules = lazyResolver<TaleFormValues, TaleData>(async () => {
  const [{ zodResolver }, { taleCreateSchema, submitProblems }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@masal/shared/schemas/tale'),
  ]);
  const schema = zodResolver(taleCreateSchema);
  const resolver: Resolver<TaleFormValues, unknown, TaleData> = async (values, context, options) => {
    const input = toTaleInput(values);
    // The schema reads the payload, whose paths are the form's; only the value types differ.
    const result = await schema(input, context, options as unknown as Parameters<typeof schema>[2]);
    if (!(context as TaleRulesContext | undefined)?.strict) {
      return result as Awaited<ReturnType<Resolver<TaleFormValues, unknown, TaleData>>>;
    }
    const errors: FieldErrors<TaleFormValues> = { ...(result.errors as FieldErrors<TaleFormValues>) };
    let missing = false;
    for (const problem of submitProblems(taleCreateSchema.safeParse(input).data ?? looseData(input))) {
      if (get(errors, problem.field)) continue;
      set(errors, problem.field, { type: 'submit', message: problem.message });
      missing = true;
    }
    if (!missing) return result as Awaited<ReturnType<Resolver<TaleFormValues, unknown, TaleData>>>;
    return { values: {}, errors };
  };
  return resolver;
});

/** When the schema refuses a value (e.g. a bad date), the submit check still runs on what there is. */
function looseData(input: ReturnType<typeof toTaleInput>): TaleData {
  return input as TaleData;
}
