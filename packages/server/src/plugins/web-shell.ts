/**
 * The built web app's index.html as a page the server fills (the reading room's pages): its <title> and
 * description replaced, more head tags added, and the root given server-rendered HTML that the app replaces
 * when it boots — so a crawler or a link preview reads the page without running its JavaScript. Without a
 * built app (an API-only run), a bare page of the same shape. `buildId` changes with every build (a hash of
 * index.html, which names the build's hashed assets): pages that embed it are validated with it.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { escapeHtml } from '@masal/shared';

export const WEB_DIST = join(dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

const BARE =
  '<!doctype html><html lang="tr"><head><meta charset="UTF-8" />' +
  '<meta name="viewport" content="width=device-width, initial-scale=1" /><title></title></head>' +
  '<body><div id="root"></div></body></html>';
const ROOT = /<div id="root">\s*<\/div>/;

export interface ShellParts {
  /** Plain text; escaped here. */
  title: string;
  description: string;
  /** Tags for the head, already escaped. */
  head: string;
  /** The root's content, already escaped. */
  root: string;
}

export interface WebShell {
  buildId: string;
  page(parts: ShellParts): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The pages the server fills (buildApp decorates it before the modules). */
    webShell: WebShell;
  }
}

export function loadWebShell(webDist: string = WEB_DIST): WebShell {
  const file = join(webDist, 'index.html');
  const html = existsSync(file) ? readFileSync(file, 'utf8') : BARE;
  const buildId = createHash('sha256').update(html).digest('base64url').slice(0, 16);
  // The app's own title and description give way to the page's; cut once, filled per page.
  const bare = html.replace(/<title>[\s\S]*?<\/title>/, '').replace(/<meta name="description"[^>]*>/, '');
  const headEnd = bare.includes('</head>') ? bare.indexOf('</head>') : 0;
  const root = ROOT.exec(bare);
  const rootAt = root && root.index > headEnd ? root.index : bare.lastIndexOf('</body>');
  const rootEnd = root && root.index > headEnd ? root.index + root[0].length : rootAt;
  const [start, middle, end] = [bare.slice(0, headEnd), bare.slice(headEnd, rootAt), bare.slice(rootEnd)];
  return {
    buildId,
    page: (parts) =>
      `${start}<title>${escapeHtml(parts.title)}</title>\n<meta name="description" content="${escapeHtml(parts.description)}" />\n${parts.head}${middle}<div id="root">${parts.root}</div>${end}`,
  };
}
