/**
 * KVKK (6698 sayılı Kişisel Verilerin Korunması Kanunu): the version of the information notice (aydınlatma
 * metni) at /kvkk. Sign-up stores the version the person acknowledged; change it whenever the notice changes.
 */
import { catalogue } from './i18n/catalogue.ts';

export const KVKK_VERSION = '2026-11';

/** The public page of the notice. */
export const KVKK_PATH = '/kvkk';

/** What an anonymised account and the compiler fields of its tales read afterwards (words from the catalogue). */
export const ANONYMOUS = {
  ...catalogue.kvkk.anonymous,
  /** The domain of the e-mail an anonymised account gets (`anonim-<id>@anonim.invalid`, never deliverable). */
  emailDomain: 'anonim.invalid',
} as const;
