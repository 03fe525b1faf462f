/** Reading a tale for a viewer: the visibility rule of decisions.md, the full answer, the 409 of a stale version. */
import {
  type Attachment,
  canSeeTale,
  MSG,
  type TaleAccess,
  type TaleData,
  type TaleFull,
  type Viewer,
} from '@masal/shared';
import { NotAllowed, NotFound, StaleVersion } from '../../errors.ts';
import { toSourcePerson, toTale, toTaleData } from './tale.presenter.ts';
import type { SourcePersonRow, TaleRepository, TaleRow } from './tale.repository.ts';

/** What the tales module needs from the attachments module. */
export interface TaleAttachments {
  /** The attachments the viewer may have (unpublished ones only for the owner and staff). */
  listByTale(taleId: number, tale: TaleAccess, viewer: Viewer): Promise<Attachment[]>;
  removeFiles(storageKeys: readonly string[]): Promise<void>;
}

export function taleReader(repo: TaleRepository, attachments: TaleAttachments) {
  async function full(
    { sourcePerson, ...row }: TaleRow & { sourcePerson: SourcePersonRow | null },
    viewer: Viewer,
  ): Promise<TaleFull> {
    return {
      ...toTale(row, viewer),
      sourcePerson: sourcePerson ? toSourcePerson(sourcePerson) : null,
      uploadList: await attachments.listByTale(row.taleId, row, viewer),
    };
  }

  async function fullById(taleId: number, viewer: Viewer): Promise<TaleFull> {
    const row = await repo.findWithPerson(taleId);
    if (!row) throw new NotFound();
    return full(row, viewer);
  }

  return {
    fullById,

    /** The full answer if the viewer may see the tale: 404 when there is none, 401 when it is someone else's. */
    async visibleFull(taleId: number, viewer: Viewer): Promise<TaleFull> {
      const row = await repo.findWithPerson(taleId);
      if (!row) throw new NotFound();
      if (!canSeeTale(row, viewer)) throw new NotAllowed();
      return full(row, viewer);
    },

    /** The tale if the viewer may see it: 404 when there is none, 401 when it is someone else's. */
    async visibleTale(taleId: number, viewer: Viewer): Promise<TaleRow> {
      const row = await repo.find(taleId);
      if (!row) throw new NotFound();
      if (!canSeeTale(row, viewer)) throw new NotAllowed();
      return row;
    },

    /** The tale's form data for the submit check; undefined when its source person went with a deleted draft. */
    async formData(row: TaleRow): Promise<TaleData | undefined> {
      const person = row.sourcePersonId ? await repo.findSourcePerson(row.sourcePersonId) : null;
      return person === undefined ? undefined : toTaleData(row, person);
    },

    /** 409 carrying the tale as it is now, so the client can show it beside the user's own copy. */
    async stale(taleId: number, viewer: Viewer): Promise<never> {
      throw new StaleVersion(MSG.taleStale, { tale: await fullById(taleId, viewer) });
    },
  };
}
export type TaleReader = ReturnType<typeof taleReader>;
