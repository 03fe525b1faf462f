/**
 * The reading room's rules: everything it answers is published — the search and counts over published tales, a
 * tale's record only while it is published, a file only while it and its tale are — and every page carries a
 * validator that changes with what it shows (the record's last change, the build of the app it is served in).
 */
import type { Readable } from 'node:stream';
import {
  type PublishedTale,
  publicTalePath,
  type ReadingRoomAnswer,
  type ReadingRoomCounts,
  type ReadingRoomQuery,
  slugTr,
} from '@masal/shared';
import { setNewest } from '../../bounded-map.ts';
import { NotFound } from '../../errors.ts';
import type { WebShell } from '../../plugins/web-shell.ts';
import type { OpenDataService } from '../open-data/open-data.service.ts';
import type { PublicSearch } from '../search/public-search.ts';
import type { StatisticsService } from '../statistics/statistics.service.ts';
import type { ReadingRoomRepository } from './reading-room.repository.ts';
import { archivePage, notFoundPage, talePage } from './reading-room-html.ts';
import { robotsTxt, sitemapIndex, urlSet } from './sitemap.ts';

/**
 * Tale pages kept as last sent, by validator (it names the record's last change and the build): a crowd reading
 * the same tales gets them without reading their records again: about 20 KB a page, 10 MB in all.
 */
const PAGES_KEPT = 512;

/**
 * How long a published tale's page head (name, last change) answers from this process before the database is
 * asked again: a hot page costs no query, and a tale withdrawn or changed elsewhere (another instance, the
 * database itself) stops being served within this time. A write on this instance forgets them all at once.
 */
export const PAGE_HEAD_TTL_MS = 1000;
/** Page heads kept at most: a crawler walking the whole archive does not grow the process. */
const HEADS_KEPT = 10_000;

/** A tale page's address: the id, then (optionally) its slug. */
const ID_SLUG = /^([1-9]\d{0,8})(?:-(.*))?$/;

/** What a tale page's address leads to. */
type TalePageAnswer =
  | { kind: 'notFound'; html: string }
  | { kind: 'moved'; location: string }
  | { kind: 'page'; etag: string; html: () => Promise<Buffer | null> };

/** What a tale page's requests compare, kept a while: its slug and validator. */
interface PageHead {
  taleName: string;
  slug: string;
  etag: string;
  /** Date.now() past which the database is asked again. */
  until: number;
}

/** What /sitemap.xml answers: one list, or an index of lists. */
export type SitemapAnswer = { etag: string; body: () => Readable | string };

export function readingRoomService(deps: {
  repo: ReadingRoomRepository;
  openData: Pick<OpenDataService, 'published'>;
  search: PublicSearch;
  statistics: Pick<StatisticsService, 'publishedCounts'>;
  shell: WebShell;
  publicUrl: string;
  /** Tales in one sitemap file; more make /sitemap.xml an index. */
  sitemapTales: number;
}) {
  const { repo, shell, publicUrl, sitemapTales } = deps;
  // Kept as UTF-8 bytes: sending them costs no encoding.
  const pages = new Map<string, Buffer>();
  const heads = new Map<number, PageHead>();
  // The same for every request of a build: made once.
  const notFoundHtml = shell.page(notFoundPage());
  const archive = { etag: `W/"archive-${shell.buildId}"`, html: shell.page(archivePage(publicUrl)) };

  /**
   * A published tale's page head, kept PAGE_HEAD_TTL_MS with its slug and validator (what every request of its
   * page compares); an unpublished one is asked about every time.
   */
  async function pageHead(taleId: number): Promise<PageHead | undefined> {
    const now = Date.now();
    const kept = heads.get(taleId);
    if (kept && kept.until > now) return kept;
    heads.delete(taleId);
    const row = await repo.pageHead(taleId);
    if (!row) return undefined;
    const head = {
      taleName: row.taleName,
      slug: slugTr(row.taleName),
      etag: `W/"${taleId}-${row.modifiedAt.getTime()}-${shell.buildId}"`,
      until: now + PAGE_HEAD_TTL_MS,
    };
    setNewest(heads, taleId, head, HEADS_KEPT);
    return head;
  }

  async function record(taleId: number): Promise<PublishedTale | undefined> {
    return (await deps.openData.published([taleId])).get(taleId);
  }

  return {
    async search(query: ReadingRoomQuery): Promise<ReadingRoomAnswer> {
      const { q, ...rest } = query;
      const { rows, total, totalCapped } = await deps.search.page({ text: q, ...rest });
      return {
        rows: rows.map((row) => ({ ...row, path: publicTalePath(row.taleId, row.taleName) })),
        total,
        totalCapped,
      };
    },

    counts: (): Promise<ReadingRoomCounts> => deps.statistics.publishedCounts(),

    async tale(taleId: number): Promise<PublishedTale> {
      const found = await record(taleId);
      if (!found) throw new NotFound();
      return found;
    },

    /**
     * /arsiv/masal/{id}-{slug}: the page of a published tale, validated by its last change and the build; a
     * wrong or missing slug moves to the right one; anything else is not found.
     */
    async talePage(idSlug: string): Promise<TalePageAnswer> {
      const notFound = { kind: 'notFound', html: notFoundHtml } as const;
      const [, id, slug] = ID_SLUG.exec(idSlug) ?? [];
      if (!id) return notFound;
      const taleId = Number(id);
      const head = await pageHead(taleId);
      if (!head) return notFound;
      if (slug !== head.slug) return { kind: 'moved', location: publicTalePath(taleId, head.taleName) };
      const { etag } = head;
      return {
        kind: 'page',
        etag,
        async html() {
          const kept = pages.get(etag);
          if (kept !== undefined) return kept;
          const tale = await record(taleId);
          if (!tale) return null;
          const html = Buffer.from(shell.page(talePage(tale, publicUrl)));
          setNewest(pages, etag, html, PAGES_KEPT);
          return html;
        },
      };
    },

    notFoundPage: () => notFoundHtml,

    /** Something was written on this instance (a transition, an edit): the next page asks the database. */
    forgetPageHeads: () => heads.clear(),

    archivePage: () => archive,

    async sitemap(): Promise<SitemapAnswer> {
      const { total, changedAt } = await repo.sitemapState();
      const etag = `W/"sitemap-${total}-${changedAt?.getTime() ?? 0}"`;
      if (total <= sitemapTales)
        return { etag, body: () => urlSet(publicUrl, repo.sitemapRows(0, total), true) };
      const files = Math.ceil(total / sitemapTales);
      return { etag, body: () => sitemapIndex(publicUrl, files, changedAt) };
    },

    /** /sitemap/{n}.xml of an index: the n-th `sitemapTales` tales; the first also lists /arsiv. */
    async sitemapFile(file: number): Promise<SitemapAnswer> {
      const { total, changedAt } = await repo.sitemapState();
      if (total <= sitemapTales || file > Math.ceil(total / sitemapTales)) throw new NotFound();
      return {
        etag: `W/"sitemap-${file}-${total}-${changedAt?.getTime() ?? 0}"`,
        body: () => urlSet(publicUrl, repo.sitemapRows((file - 1) * sitemapTales, sitemapTales), file === 1),
      };
    },

    robots: () => robotsTxt(publicUrl),

    async publicFile(id: number) {
      const file = await repo.publicFile(id);
      if (!file) throw new NotFound();
      return file;
    },
  };
}
export type ReadingRoomService = ReturnType<typeof readingRoomService>;
