/**
 * The same work without HTTP: the server's own search and copy-detection calls in this process, on the corpus
 * database, the input parsed by the route's schema — so the API's overhead (HTTP, session, JSON) is the ratio.
 */
import { detailSearchSchema, taleSearchSchema } from '@masal/shared';
import type { Db } from '../../packages/server/src/db/db.ts';
import { searchRepository } from '../../packages/server/src/modules/search/search.repository.ts';
import { searchService } from '../../packages/server/src/modules/search/search.service.ts';
import { checkCopies } from '../../packages/server/src/modules/workflow/copy-detection/copy-check.ts';
import { copyDetectionRepository } from '../../packages/server/src/modules/workflow/copy-detection/copy-detection.repository.ts';
import { copyDetectionService } from '../../packages/server/src/modules/workflow/copy-detection/copy-detection.service.ts';
import { type CallFigures, timeCalls } from '../support/time-calls.ts';
import type { Variant, Viewer } from './variants.ts';

export function directTimer(db: Db, seconds: number) {
  const search = searchService({
    repo: searchRepository(db),
    fullTale: () => Promise.reject(new Error('criterion/full is not timed')),
  });
  const copies = copyDetectionService(copyDetectionRepository(db));
  const call = (variant: Variant, viewer: Viewer): Promise<unknown> => {
    if (variant.surface === 'header') return search.header(viewer, taleSearchSchema.parse(variant.body));
    if (variant.surface === 'detail') return search.detail(viewer, detailSearchSchema.parse(variant.body));
    return copies.copies(viewer, variant.taleId);
  };
  return {
    variant: (variant: Variant, viewer: Viewer): Promise<CallFigures> =>
      timeCalls(() => call(variant, viewer), seconds),
    /**
     * The check a submit runs, in a transaction as there, over the submitted tales in turn (again on a tale
     * checked before: it recomputes everything and replaces what it stored).
     */
    check(taleIds: readonly number[]): Promise<CallFigures> {
      let next = 0;
      return timeCalls(
        () =>
          db.transaction((tx) =>
            checkCopies(copyDetectionRepository(tx), taleIds[next++ % taleIds.length] as number),
          ),
        seconds,
      );
    },
  };
}
