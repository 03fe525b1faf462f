/**
 * bag-info.txt of a Masal backup: the standard labels (RFC 8493 §2.2.2) and the portal's own — its version,
 * the database kind, the counts, and a check of the secret key. The key itself never goes into a bag: the
 * TC Kimlik Nos and IBANs in the dump are sealed with it, so the restore needs the same key, and the check
 * lets it say so before it writes anything.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../config.ts';
import { createSecrets, resolveSecretKey } from '../security/secrets.ts';
import type { SnapshotCounts } from './snapshot-contents.ts';

const rootPackage = join(dirname(fileURLToPath(import.meta.url)), '../../../../package.json');
const version = (JSON.parse(readFileSync(rootPackage, 'utf8')) as { version?: string }).version ?? '?';

export const KEY_CHECK_LABEL = 'Masal-Secret-Key-Check';
export const DATABASE_LABEL = 'Masal-Database';

/** 16 hex digits of an HMAC under the key: equal for the same key, and says nothing about it. */
export const keyCheck = (secretKey: string) =>
  createSecrets(secretKey).lookupHash('backup-key-check').slice(0, 16);

export function bagInfo(
  config: Config,
  kind: 'postgres' | 'pglite',
  counts: SnapshotCounts,
  missing: readonly string[],
): Record<string, string | number> {
  const now = new Date();
  return {
    'Source-Organization': 'Masal',
    'External-Description': 'Masal portal backup: database and stored files',
    'Bagging-Date': now.toISOString().slice(0, 10),
    'Bag-Software-Agent': `Masal ${version}`,
    'Masal-Version': version,
    'Masal-Taken-At': now.toISOString(),
    [DATABASE_LABEL]: kind,
    'Masal-Tales': counts.tales,
    'Masal-Published-Tales': counts.publishedTales,
    'Masal-Attachments': counts.attachments,
    'Masal-Users': counts.users,
    'Masal-Announcements': counts.announcements,
    'Masal-Payments': counts.payments,
    'Masal-Missing-Files': missing.length,
    [KEY_CHECK_LABEL]: keyCheck(resolveSecretKey(config.secretKey, config.dataDir)),
  };
}
