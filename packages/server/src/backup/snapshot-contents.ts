/**
 * What a database snapshot names: every stored file (attachments with the size and SHA-256 stored at upload,
 * profile images without them) and the counts bag-info.txt reports. Read inside the snapshot, so the files
 * and the database dump agree.
 */
import { ACTION } from '@masal/shared';

/** One object of the storage the database refers to; a profile image has no stored size or checksum. */
export interface StoredFile {
  key: string;
  size: number | null;
  sha256: string | null;
}

export interface SnapshotCounts {
  tales: number;
  publishedTales: number;
  attachments: number;
  users: number;
  announcements: number;
  payments: number;
}

export interface SnapshotContents {
  files: StoredFile[];
  counts: SnapshotCounts;
}

/** Runs one statement and answers its rows (a pg client in the snapshot's transaction, or PGlite). */
export type RowsOf = (text: string) => Promise<Record<string, unknown>[]>;

const PROFILE_IMAGE_PATH = '/uploads/images/';

const FILES = `
  select storage_key as key, size::float8 as size, sha256 from attachments
  union all
  select 'images/' || substr(profile_image_path, ${PROFILE_IMAGE_PATH.length + 1}), null, null from users
   where profile_image_path like '${PROFILE_IMAGE_PATH}%'
  order by 1`;

const COUNTS = `select
  (select count(*) from tales)::int as tales,
  (select count(*) from tales where action_id = ${ACTION.published})::int as "publishedTales",
  (select count(*) from attachments)::int as attachments,
  (select count(*) from users)::int as users,
  (select count(*) from announcements)::int as announcements,
  (select count(*) from payments)::int as payments`;

export async function snapshotContents(rowsOf: RowsOf): Promise<SnapshotContents> {
  const files = (await rowsOf(FILES)).map((row) => ({
    key: String(row.key),
    size: row.size === null ? null : Number(row.size),
    sha256: row.sha256 === null ? null : String(row.sha256),
  }));
  const [counts] = (await rowsOf(COUNTS)) as unknown as SnapshotCounts[];
  if (!counts) throw new Error('counts of the snapshot: no row');
  return { files, counts };
}
