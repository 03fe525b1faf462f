/**
 * KVKK (6698 sayılı Kişisel Verilerin Korunması Kanunu): the version of the information notice (aydınlatma
 * metni) at /kvkk. Sign-up stores the version the person acknowledged; change it whenever the notice changes.
 */
export const KVKK_VERSION = '2026-11';

/** The public page of the notice. */
export const KVKK_PATH = '/kvkk';

/** What an anonymised account and the compiler fields of its tales read afterwards. */
export const ANONYMOUS = {
  name: 'Anonim',
  surname: 'Derleyici',
  compilerNameSurname: 'Anonim derleyici',
  /** The domain of the e-mail an anonymised account gets (`anonim-<id>@anonim.invalid`, never deliverable). */
  emailDomain: 'anonim.invalid',
} as const;
