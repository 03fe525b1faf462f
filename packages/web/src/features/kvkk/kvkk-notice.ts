/**
 * The KVKK information notice (aydınlatma metni) of Masal Portalı, shown at /kvkk: a legal text with its own
 * structure, kept in the catalogue as `kvkk.notice`. When it changes, change KVKK_VERSION in
 * packages/shared/src/kvkk.ts too: sign-up stores the version each person acknowledged.
 */
import { catalogue } from '@masal/shared';

export interface NoticeSection {
  /** Also the section's anchor (`#kvkk-…`), so a part of the notice can be linked. */
  id: string;
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
  /** Paragraphs after the list. */
  closing?: readonly string[];
}

export const KVKK_NOTICE: { title: string; intro: readonly string[]; sections: readonly NoticeSection[] } =
  catalogue.kvkk.notice;
