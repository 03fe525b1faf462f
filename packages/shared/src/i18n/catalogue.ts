/**
 * The one catalogue of every text a person reads — screens, messages, mails, PDF labels, the KVKK notice and
 * the workflow's names — and the one lookup the web and the server both use. Texts live in tr.json only, so a
 * wording rule (wording.test.ts) sees all of them and a changed sentence changes everywhere it is shown.
 */
import tr from './tr.json' with { type: 'json' };

export const catalogue = tr;

/** Every dotted path to a text in tr.json, e.g. 'auth.password'; lists (the KVKK notice's) are read whole. */
type Paths<T> = {
  [K in keyof T & string]: T[K] extends string
    ? K
    : T[K] extends readonly unknown[]
      ? never
      : `${K}.${Paths<T[K]>}`;
}[keyof T & string];

export type TextKey = Paths<typeof tr>;

export type TextParams = Record<string, string | number>;

/** `text` with its `{name}` parts filled from `params`; a part without a value stays as written. */
export function fill(text: string, params?: TextParams): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The Turkish text of `key`; `{name}` parts are filled from `params`. */
export function t(key: TextKey, params?: TextParams): string {
  let node: unknown = tr;
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  return fill(typeof node === 'string' ? node : key, params);
}
