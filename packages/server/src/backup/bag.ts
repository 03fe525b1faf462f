/**
 * BagIt 1.0 (RFC 8493), as much of it as a backup needs: the payload under data/, bagit.txt, bag-info.txt,
 * manifest-sha256.txt and tagmanifest-sha256.txt. The writer takes checksums it is given (the ones the portal
 * already stores for each file); the checker reads every byte again and names each file that is missing,
 * changed or cut short, or that no manifest lists.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { t } from '@masal/shared';

export const PAYLOAD_DIR = 'data';
const BAGIT_TXT = 'BagIt-Version: 1.0\nTag-File-Character-Encoding: UTF-8\n';
export const MANIFEST = 'manifest-sha256.txt';
const TAG_MANIFEST = 'tagmanifest-sha256.txt';
const TAG_FILES = ['bagit.txt', 'bag-info.txt', MANIFEST];

/** One payload file: its path inside the bag (data/…, forward slashes), size and SHA-256. */
export interface PayloadFile {
  path: string;
  size: number;
  sha256: string;
}

export async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk);
  return hash.digest('hex');
}

/**
 * RFC 8493 §2.1.3 escapes CR, LF and % in manifest paths; the portal's keys never hold them, but a
 * payload name is written as the RFC wants whatever it is.
 */
const escapePath = (path: string) => path.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const unescapePath = (path: string) =>
  path.replace(/%0A/gi, '\n').replace(/%0D/gi, '\r').replace(/%25/g, '%');

const manifestText = (files: readonly { path: string; sha256: string }[]) =>
  files.map((f) => `${f.sha256}  ${escapePath(f.path)}\n`).join('');

/** bag-info.txt: labels in order, Payload-Oxum from the payload itself. */
function bagInfoText(info: Record<string, string | number>, payload: readonly PayloadFile[]): string {
  const octets = payload.reduce((sum, f) => sum + f.size, 0);
  const lines = { ...info, 'Payload-Oxum': `${octets}.${payload.length}` };
  return Object.entries(lines)
    .map(([label, value]) => `${label}: ${value}\n`)
    .join('');
}

/** Writes the tag files of a bag whose payload is already under `dir`/data. */
export async function writeTagFiles(
  dir: string,
  info: Record<string, string | number>,
  payload: readonly PayloadFile[],
): Promise<void> {
  await writeFile(join(dir, 'bagit.txt'), BAGIT_TXT);
  await writeFile(join(dir, 'bag-info.txt'), bagInfoText(info, payload));
  await writeFile(join(dir, MANIFEST), manifestText(payload));
  const tags = [];
  for (const name of TAG_FILES) tags.push({ path: name, sha256: await sha256OfFile(join(dir, name)) });
  await writeFile(join(dir, TAG_MANIFEST), manifestText(tags));
}

/** bag-info.txt as label → value (a label written twice keeps its last value). */
export async function readBagInfo(dir: string): Promise<Record<string, string>> {
  const text = await readFile(join(dir, 'bag-info.txt'), 'utf8');
  const info: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) info[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return info;
}

/** A manifest's lines as path → SHA-256. */
export async function readManifest(dir: string, name: string): Promise<Map<string, string>> {
  const entries = new Map<string, string>();
  for (const line of (await readFile(join(dir, name), 'utf8')).split('\n')) {
    const match = /^([0-9a-f]{64})\s+(.+)$/i.exec(line.trimEnd());
    if (match?.[1] && match[2]) entries.set(unescapePath(match[2]), match[1].toLowerCase());
  }
  return entries;
}

async function filesUnder(dir: string, folder: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(join(dir, folder), { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) found.push(relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
  }
  return found;
}

/** Each file's check against its manifest line: a problem naming the file, or nothing. */
async function checkFile(dir: string, path: string, expected: string): Promise<string | undefined> {
  const actual = await sha256OfFile(join(dir, path)).catch(() => null);
  if (actual === null) return t('server.backup.bag.missing', { path });
  if (actual !== expected) return t('server.backup.bag.changed', { path });
  return undefined;
}

/**
 * Every problem of the bag in `dir`, one line each naming the file (empty: valid). Checks bagit.txt, the tag
 * manifest, every payload file's bytes against the manifest, files the manifest does not list, and
 * Payload-Oxum (a cut-short file shows there as well as in its checksum).
 */
export async function checkBag(dir: string): Promise<string[]> {
  const problems: string[] = [];
  const bagit = await readFile(join(dir, 'bagit.txt'), 'utf8').catch(() => null);
  if (bagit === null || !/^BagIt-Version: 1\.0$/m.test(bagit))
    return [t('server.backup.bag.notABag', { dir })];
  for (const name of [MANIFEST, TAG_MANIFEST, 'bag-info.txt'])
    if (!(await stat(join(dir, name)).catch(() => null)))
      problems.push(t('server.backup.bag.missing', { path: name }));
  if (problems.length) return problems;

  for (const [path, sha256] of await readManifest(dir, TAG_MANIFEST)) {
    const problem = await checkFile(dir, path, sha256);
    if (problem) problems.push(problem);
  }
  const manifest = await readManifest(dir, MANIFEST);
  let octets = 0;
  for (const [path, sha256] of manifest) {
    const problem = await checkFile(dir, path, sha256);
    if (problem) problems.push(problem);
    octets += (await stat(join(dir, path)).catch(() => null))?.size ?? 0;
  }
  for (const path of await filesUnder(dir, PAYLOAD_DIR))
    if (!manifest.has(path)) problems.push(t('server.backup.bag.unlisted', { path }));
  const oxum = (await readBagInfo(dir))['Payload-Oxum'];
  if (oxum !== undefined && oxum !== `${octets}.${manifest.size}`)
    problems.push(t('server.backup.bag.oxum', { expected: oxum, actual: `${octets}.${manifest.size}` }));
  return problems;
}
