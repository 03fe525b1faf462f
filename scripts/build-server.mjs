// Bundles the server into one plain JavaScript file, so `npm start` runs it on Node without the tsx loader
// (its loader thread and transpiled sources cost ~70 MB of resident memory).
// The output sits two folders under packages/server, like src/<folder>/, so the paths the modules build from
// import.meta.url (migrations, web build, assets) stay true. Dependencies stay in node_modules; only the
// workspace's TypeScript (@masal/shared) is bundled. A module the server imports dynamically (the S3 storage)
// goes to a chunk of its own beside main.mjs, so the packages it imports load only when it is used.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const server = join(dirname(fileURLToPath(import.meta.url)), '../packages/server');
const BUNDLE_DIR = join(server, 'dist/bundle');
const SERVER_BUNDLE = join(BUNDLE_DIR, 'main.mjs');
/**
 * How to run the bundle (the root package.json's start script spells the same out: keep them alike).
 * --liftoff-only: V8 keeps PGlite's WebAssembly in its baseline code instead of also compiling hot functions a
 * second time; ~40 MB less resident memory and a faster start, for heavy SQL ~1.6× slower (a filtered sort of
 * 10,000 rows: 8 → 13 ms). PGlite is the only WebAssembly the server runs.
 * --max-semi-space-size=2: V8's young generation grows to 2 × 16 MB under load and often stays there while
 * idle; 2 MB halves keep ~12 MB less resident for a few more (short) scavenges.
 * --optimize-for-size: V8 grows its heap more slowly and gives memory back sooner; at 10,000 embedded tales
 * the server stays ~25 MB smaller after a round of lists and searches, with no change in their times we could
 * tell from the machine's noise.
 */
export const SERVER_ARGS = [
  '--liftoff-only',
  '--max-semi-space-size=2',
  '--optimize-for-size',
  SERVER_BUNDLE,
];
/** glibc's one malloc arena per thread leaves ~7 MB of fragments resident; two serve the server as well. */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2' };

const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@masal/') ? undefined : { external: true },
    );
  },
};

export async function buildServer() {
  await build({
    entryPoints: { main: join(server, 'src/main.ts') },
    outdir: BUNDLE_DIR,
    outExtension: { '.js': '.mjs' },
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [externalPackages],
    logLevel: 'warning',
  });
}
