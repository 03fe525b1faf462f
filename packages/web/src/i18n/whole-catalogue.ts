/**
 * The rest of the catalogue (vite-catalogue-split.ts): the first download holds only what the sign-in page and
 * the shell read. Merged into the one catalogue object, so `t` and every module reading it see whole sections.
 */
import { catalogue } from '@masal/shared';

let merged: Promise<void> | undefined;

function merge(sections: Record<string, object>) {
  const own = catalogue as unknown as Record<string, object | undefined>;
  for (const [section, texts] of Object.entries(sections)) {
    const current = own[section];
    if (current) Object.assign(current, texts);
    else own[section] = texts;
  }
}

/** Resolves once every section is there; the first call loads them. */
export function loadWholeCatalogue(): Promise<void> {
  merged ??= import('virtual:masal-catalogue-rest').then((module) => merge(module.default));
  return merged;
}
