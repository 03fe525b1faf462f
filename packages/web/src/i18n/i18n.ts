import tr from './tr.json';

/** Every dotted path to a text in tr.json, e.g. 'auth.password'. */
type Paths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}`;
}[keyof T & string];

export type TextKey = Paths<typeof tr>;

/** The Turkish text of `key`; `{name}` parts are filled from `params`. */
export function t(key: TextKey, params?: Record<string, string | number>): string {
  let node: unknown = tr;
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  const text = typeof node === 'string' ? node : key;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
