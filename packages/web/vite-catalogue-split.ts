/**
 * The catalogue in two parts for the browser: the sections the sign-in page and the app's shell read go into
 * the first download, the rest into a chunk of its own that the app loads before any other screen
 * (src/i18n/whole-catalogue.ts); the sections only the server reads are never sent. Until then the shell's
 * modules must read only FIRST_SECTIONS — at load or at render. A build only: the dev server and the tests
 * keep the whole catalogue, and the rest's module is empty there.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

type Sections = Record<string, unknown>;

const TR_JSON = fileURLToPath(new URL('../shared/src/i18n/tr.json', import.meta.url));
const REST_ID = 'virtual:masal-catalogue-rest';
const RESOLVED_REST_ID = `\0${REST_ID}`;

/** Read by the shell (layout, menu, roles, messages and error codes, the theme) and the sign-in page. */
const FIRST_SECTIONS = ['app', 'auth', 'layout', 'menu', 'messages', 'pages', 'roles', 'theme'];
/** `ANONYMOUS` (shared/src/kvkk.ts) reads these at load, and the route table imports that module. */
const FIRST_KVKK_KEYS = ['anonymous'];
/** Mails, start-up and configuration errors: the server's alone. */
const SERVER_SECTIONS = ['mail', 'server', 'config'];

function split(whole: Sections): { first: Sections; rest: Sections } {
  const first: Sections = {};
  const rest: Sections = {};
  for (const [section, texts] of Object.entries(whole)) {
    if (SERVER_SECTIONS.includes(section)) continue;
    if (FIRST_SECTIONS.includes(section)) first[section] = texts;
    else if (section === 'kvkk') {
      const entries = Object.entries(texts as Sections);
      first[section] = Object.fromEntries(entries.filter(([key]) => FIRST_KVKK_KEYS.includes(key)));
      rest[section] = Object.fromEntries(entries.filter(([key]) => !FIRST_KVKK_KEYS.includes(key)));
    } else rest[section] = texts;
  }
  return { first, rest };
}

export function catalogueSplit(): Plugin {
  let building = false;
  return {
    name: 'masal-catalogue-split',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId: (id) => (id === REST_ID ? RESOLVED_REST_ID : undefined),
    load(id) {
      if (id === RESOLVED_REST_ID) {
        const rest = building ? split(JSON.parse(readFileSync(TR_JSON, 'utf8')) as Sections).rest : {};
        return `export default ${JSON.stringify(rest)};`;
      }
      if (building && id.split('?')[0] === TR_JSON)
        return JSON.stringify(split(JSON.parse(readFileSync(TR_JSON, 'utf8')) as Sections).first);
      return undefined;
    },
  };
}
