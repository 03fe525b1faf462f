import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose validator is downloaded on demand, so that the sign-in page's first
 * download stays small; `preload` fetches it ahead of the first check.
 */
export function lazyResolver<Input extends FieldValues, Output>(
  load: () => Promise<Resolver<Input, unknown, Output>>,
) {
  let loaded: Promise<Resolver<Input, unknown, Output>> | undefined;
  const get = () => {
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) =>
    (await get())(values, context, options);
  return { resolver, preload: () => void get().catch(() => undefined) };
}
