/**
 * Removing a person from stored JSON and text when their account is anonymised (KVKK): their own values
 * wherever they appear, and in the audit rows about their account every field that holds personal data.
 */

/** What replaces a removed value. */
const REMOVED = '[anonim]';

/** Fields of the audit details about an account that hold the person's data (before → after diffs too). */
const PERSONAL_KEYS = new Set([
  'email',
  'pendingEmail',
  'name',
  'surname',
  'titleName',
  'identityNo',
  'iban',
  'bankName',
  'job',
  'birthDate',
  'placeOfBirth',
  'path',
]);

/** The fields whose earlier values (in before → after diffs) still name the person. */
const NAMING_KEYS = { name: 'names', surname: 'surnames', email: 'emails', pendingEmail: 'emails' } as const;

function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

/**
 * The names and addresses the person had before, as the audit rows about their account recorded them
 * (`{before: {surname}}`, `{surname: {before, after}}`, `{email}`): with the current ones, every full name
 * ("name surname") they were known by and every address they used.
 */
export function formerValues(
  details: readonly unknown[],
  current: { name: string; surname: string },
): string[] {
  const found = {
    names: new Set([current.name]),
    surnames: new Set([current.surname]),
    emails: new Set<string>(),
  };
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    if (value === null || typeof value !== 'object') return;
    for (const [key, v] of Object.entries(value)) {
      const kind = NAMING_KEYS[key as keyof typeof NAMING_KEYS];
      if (kind) for (const text of stringsIn(v)) found[kind].add(text);
      else walk(v);
    }
  };
  details.forEach(walk);
  const fullNames = [...found.names].flatMap((n) => [...found.surnames].map((s) => `${n} ${s}`));
  return [...fullNames, ...found.emails];
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The person's values as they may appear in text: each matched case-insensitively. Short values (under 3
 * characters) are left out, so they cannot wipe unrelated text.
 */
export function needlePattern(values: ReadonlyArray<string | null | undefined>): RegExp | null {
  const needles = [...new Set(values.map((v) => v?.trim() ?? '').filter((v) => v.length >= 3))];
  if (needles.length === 0) return null;
  // Longest first, so "Ayşe Yılmaz" is replaced whole rather than only a part of it.
  needles.sort((a, b) => b.length - a.length);
  return new RegExp(needles.map(escapeRegExp).join('|'), 'giu');
}

/** The text without the person's values; null and other non-text pass through. */
export function scrubText<T>(value: T, pattern: RegExp | null): T {
  if (typeof value !== 'string' || !pattern) return value;
  return value.replace(pattern, REMOVED) as T;
}

/**
 * A JSON value without the person's values; with `personalKeys`, also every field named like personal
 * data (for the audit rows about their own account).
 */
export function scrubJson(value: unknown, pattern: RegExp | null, personalKeys: boolean): unknown {
  if (typeof value === 'string') return scrubText(value, pattern);
  if (Array.isArray(value)) return value.map((v) => scrubJson(v, pattern, personalKeys));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [
      key,
      personalKeys && PERSONAL_KEYS.has(key) && v !== null ? REMOVED : scrubJson(v, pattern, personalKeys),
    ]),
  );
}
