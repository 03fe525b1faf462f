import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { catalogueSplit } from './vite-catalogue-split.ts';
import { precompress } from './vite-precompress.ts';
import { installableApp } from './vite-pwa.ts';

const API_ORIGIN = 'http://127.0.0.1:3000';

type Catalogue = { [key: string]: string | Catalogue };
const catalogue = JSON.parse(
  readFileSync(new URL('../shared/src/i18n/tr.json', import.meta.url), 'utf8'),
) as Catalogue;

function lookup(key: string): string {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`tr.json has no text for "${key}"`);
  return node;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** index.html takes its texts (title, noscript, old-browser warning) from the one Turkish catalogue. */
function catalogueTexts(): Plugin {
  return {
    name: 'masal-catalogue-texts',
    transformIndexHtml: (html) => html.replace(/%t:([\w.]+)%/g, (_, key: string) => escapeHtml(lookup(key))),
  };
}

export default defineConfig({
  plugins: [
    react(),
    catalogueTexts(),
    catalogueSplit(),
    installableApp({
      name: lookup('app.name'),
      title: lookup('app.title'),
      description: lookup('app.description'),
    }),
    precompress(),
  ],
  server: {
    proxy: {
      '/v1': { target: API_ORIGIN, changeOrigin: false },
      '/uploads': { target: API_ORIGIN, changeOrigin: false },
      // OAI-PMH's base URL is the server's, outside /v1.
      '/oai': { target: API_ORIGIN, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/v1': { target: API_ORIGIN, changeOrigin: false },
      '/uploads': { target: API_ORIGIN, changeOrigin: false },
      // OAI-PMH's base URL is the server's, outside /v1.
      '/oai': { target: API_ORIGIN, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 700,
  },
});
