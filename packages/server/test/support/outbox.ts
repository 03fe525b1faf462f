/** Reads the mails the app wrote to DATA_DIR/outbox (no SMTP_URL in tests): headers, decoded text body. */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  file: string;
}

/** Unfolds header lines and returns name (lower case) → raw value; the first occurrence wins. */
function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  const unfolded = block.replace(/\r?\n[ \t]+/g, ' ');
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return headers;
}

function splitMessage(raw: string): { headers: Map<string, string>; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  if (!match) return { headers: parseHeaders(raw), body: '' };
  return { headers: parseHeaders(raw.slice(0, match.index)), body: raw.slice(match.index + match[0].length) };
}

/** `=XX` bytes as UTF-8, soft line breaks removed. */
function decodeQuotedPrintable(input: string): string {
  const soft = input.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const ch = soft[i] as string;
    const hex = soft.slice(i + 1, i + 3);
    if (ch === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(ch, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=); whitespace between two words is dropped. */
function decodeHeader(value: string): string {
  const joined = value.replace(/(\?=)\s+(=\?)/g, '$1$2');
  return joined.replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_all, _charset, enc: string, data: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

/** The text/plain part of a (possibly multipart) message, decoded. */
function textPart(headers: Map<string, string>, body: string): string | undefined {
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break;
      const part = splitMessage(chunk.replace(/^\r?\n/, ''));
      const found = textPart(part.headers, part.body);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (!/^text\/plain/i.test(type)) return undefined;
  return decodeBody(body, headers.get('content-transfer-encoding')).replace(/\r?\n$/, '');
}

function parseMail(raw: string, file: string): OutboxMail {
  const { headers, body } = splitMessage(raw);
  return {
    to: decodeHeader(headers.get('to') ?? ''),
    subject: decodeHeader(headers.get('subject') ?? ''),
    text: textPart(headers, body) ?? '',
    file,
  };
}

/** Every mail in the outbox, oldest first. */
async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const dir = join(dataDir, 'outbox');
  const names = await readdir(dir).catch(() => [] as string[]);
  const mails: OutboxMail[] = [];
  for (const name of names.filter((n) => n.endsWith('.eml')).sort()) {
    const file = join(dir, name);
    mails.push(parseMail(await readFile(file, 'utf8'), file));
  }
  return mails;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function addressed(mail: OutboxMail, to: string): boolean {
  return mail.to.toLowerCase().includes(to.toLowerCase());
}

/**
 * Waits (mail leaves after the HTTP answer) for the newest mail to `to`, optionally with a subject part,
 * that is not in `except` (files already seen).
 */
export async function waitForMail(
  dataDir: string,
  to: string,
  options: { subjectIncludes?: string; except?: readonly string[]; timeoutMs?: number } = {},
): Promise<OutboxMail> {
  const deadline = Date.now() + (options.timeoutMs ?? 5000);
  for (;;) {
    const found = (await readOutbox(dataDir))
      .filter((m) => addressed(m, to))
      .filter((m) => !options.subjectIncludes || m.subject.includes(options.subjectIncludes))
      .filter((m) => !options.except?.includes(m.file))
      .at(-1);
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(`no mail to ${to} in ${join(dataDir, 'outbox')} within the wait`);
    await sleep(50);
  }
}

/** Mails to `to` so far (no waiting): for "nothing was sent" checks after a pause. */
export async function mailsTo(dataDir: string, to: string): Promise<OutboxMail[]> {
  return (await readOutbox(dataDir)).filter((m) => addressed(m, to));
}

const LINK_PATHS = {
  ac: '/activationUser',
  rc: '/resetPassword',
  ic: '/invitation',
  ec: '/confirmEmail',
} as const;
type LinkParam = keyof typeof LINK_PATHS;

/** The link in a mail's text that carries `?ac=` (activation), `?rc=` (reset), `?ic=` (invitation) or `?ec=` (e-mail change). */
export function linkOf(text: string, param: LinkParam): string {
  const path = LINK_PATHS[param];
  const link = text.split(/\s+/).find((word) => word.includes(`${path}?${param}=`));
  if (!link) throw new Error(`no ${path}?${param}= link in the mail:\n${text}`);
  return link;
}

/** The code of that link, URL-decoded. */
export function linkCode(text: string, param: LinkParam): string {
  const code = new URL(linkOf(text, param)).searchParams.get(param);
  if (!code) throw new Error(`empty ${param} code in the mail`);
  return code;
}
