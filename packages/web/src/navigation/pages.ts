import { PRODUCT_PATH } from '@masal/shared/constants';
import { KVKK_PATH } from '@masal/shared/kvkk';

/** Seed §2: the main page is /signin in development and / in test and production builds. */
export const MAIN_PAGE = import.meta.env.DEV ? '/signin' : '/';
export const HOME_PAGE = `${PRODUCT_PATH}/sample-page`;
export const NOT_FOUND_PAGE = `${PRODUCT_PATH}/404`;
export const UNAUTHORIZED_PAGE = '/401';
/** The accessibility statement (public, like the KVKK notice); its last section is the contact. */
export const ACCESSIBILITY_PATH = '/erisilebilirlik';
export const CONTACT_SECTION_ID = 'iletisim';
export const CONTACT_PATH = `${ACCESSIBILITY_PATH}#${CONTACT_SECTION_ID}`;

/** The URL the visitor first asked for; the root redirect of seed §2 reads it. */
let initialUrl: string | null =
  typeof window === 'undefined' ? null : window.location.pathname + window.location.search;

export const getInitialUrl = () => initialUrl;
export function setInitialUrl(url: string | null): void {
  initialUrl = url;
}

/** Paths that lead to the home page rather than back to themselves after signing in. */
const ENTRY_PATHS = ['/', '/signin', PRODUCT_PATH, `${PRODUCT_PATH}/`];
const PUBLIC_PREFIXES = [
  '/signUp',
  '/forgotMyPassword',
  '/resetPassword',
  '/activationUser',
  '/401',
  KVKK_PATH,
  ACCESSIBILITY_PATH,
];

export function isEntryPath(url: string): boolean {
  const path = url.split(/[?#]/)[0] ?? '';
  return ENTRY_PATHS.includes(path) || PUBLIC_PREFIXES.some((p) => path === p);
}
