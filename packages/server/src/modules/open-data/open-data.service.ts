/**
 * The open archive: a page of published tales, and the whole archive as JSON Lines or CSV, streamed a batch
 * at a time. Offers `published(taleIds)` to OAI-PMH (and the reading room): the records of those ids that are
 * published, nothing of the others.
 */
import type { Readable } from 'node:stream';
import type { OpenTalesAnswer, OpenTalesDownloadQuery, OpenTalesQuery, PublishedTale } from '@masal/shared';
import type { OpenDataRepository, PublishedTaleRow } from './open-data.repository.ts';
import { openDataCsv, openDataJsonl } from './open-data-files.ts';
import { type PublicationContext, toPublishedTale } from './published-tale.presenter.ts';

export function openDataService(repository: OpenDataRepository, context: PublicationContext) {
  /** The rows with the files published with each. */
  async function present(rows: readonly PublishedTaleRow[]): Promise<PublishedTale[]> {
    const files = await repository.attachmentsOf(rows.map((r) => r.taleId));
    return rows.map((row) =>
      toPublishedTale(
        row,
        files.filter((f) => f.taleId === row.taleId),
        context,
      ),
    );
  }

  async function* records(query: OpenTalesDownloadQuery): AsyncGenerator<PublishedTale[]> {
    for await (const batch of repository.batches(query)) yield await present(batch);
  }

  return {
    async page(query: OpenTalesQuery): Promise<OpenTalesAnswer> {
      const { rows, total } = await repository.page(query, query.page * query.pageSize, query.pageSize);
      return { rows: await present(rows), total };
    },

    jsonl: (query: OpenTalesDownloadQuery): Readable => openDataJsonl(records(query)),
    csv: (query: OpenTalesDownloadQuery): Readable => openDataCsv(records(query)),

    /** The published tales among these ids, by id; a withdrawn or unpublished one is simply absent. */
    async published(taleIds: readonly number[]): Promise<Map<number, PublishedTale>> {
      const tales = await present(await repository.publishedAmong(taleIds));
      return new Map(tales.map((tale) => [tale.taleId, tale]));
    },

    context,
  };
}
export type OpenDataService = ReturnType<typeof openDataService>;
