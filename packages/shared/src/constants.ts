/** Business constants of seed §9 and decisions.md, shared by the server and the web app. */
import { catalogue } from './i18n/catalogue.ts';

export const PRODUCT_PATH = '/masal';
/** The public reading room (decisions.md "the open archive"): no sign-in. */
export const READING_ROOM_PATH = '/arsiv';

export const PASSWORD_MIN = 6;
export const IDENTITY_NO_LENGTH = 11;
export const NAME_MAX = 45;

/** Seed §9: the header search asks the server above 2 characters (or on Enter). */
export const SEARCH_MIN_CHARS = 2;
/** Seed §9: the header search's popup list height. */
export const SEARCH_POPUP_HEIGHT = 400;
export const BANK_TIP_DELAY_MS = 1000;
export const DRAWER_BREAKPOINT_PX = 1200;

/**
 * Redirect delays of seed §4. Its message-clear delays (100 ms, 3000 ms) have no counterpart:
 * auth messages are toasts that stay TOAST_DURATION_MS and give way to the next auth outcome.
 */
export const DELAYS = {
  resetRedirectMs: 1000,
  activationRedirectMs: 1000,
  forgotRedirectMs: 2000,
} as const;

/** @public Seed §9: the payments area still to come multiplies by it. */
export const COEFFICIENT_OF_PAYMENT = 25.1;
export const DEFAULT_PROFILE_IMAGE = '/uploads/images/user.jpg';
/** The footer's text when the site config gives none; shown, so it lives in the catalogue. */
export const DEFAULT_COPYRIGHT_TEXT = catalogue.layout.defaultCopyright;

/** Code lifetimes (decisions.md). */
export const RESET_CODE_TTL_MS = 60 * 60 * 1000;
export const ACTIVATION_CODE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const EMAIL_CHANGE_CODE_TTL_MS = 24 * 60 * 60 * 1000;

/** Files one attachment upload request may carry; the form sends one file per request. */
export const MAX_FILES_PER_UPLOAD = 20;
