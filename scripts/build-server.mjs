// Bundles the server into one plain JavaScript file, so `npm start` runs it on Node without the tsx loader
// (its loader thread and transpiled sources cost ~70 MB of resident memory).
// The output sits two folders under packages/server, like src/<folder>/, so the paths the modules build from
// import.meta.url (migrations, web build, assets) stay true. Dependencies stay in node_modules; only the
// workspace's TypeScript (@masal/shared) is bundled.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const server = join(dirname(fileURLToPath(import.meta.url)), '../packages/server');
const SERVER_BUNDLE = join(server, 'dist/bundle/main.mjs');
/**
 * How to run the bundle. --liftoff-only: V8 keeps PGlite's WebAssembly in its baseline code instead of also
 * compiling hot functions a second time; ~40 MB less resident memory and a faster start, for heavy SQL
 * ~1.6× slower (a filtered sort of 10,000 rows: 8 → 13 ms). PGlite is the only WebAssembly the server runs.
 */
export const SERVER_ARGS = ['--liftoff-only', SERVER_BUNDLE];

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
    entryPoints: [join(server, 'src/main.ts')],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [externalPackages],
    logLevel: 'warning',
  });
}
