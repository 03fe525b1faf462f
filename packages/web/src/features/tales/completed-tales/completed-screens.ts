import { ACTION, PRODUCT_PATH } from '@masal/shared';
import type { TextKey } from '../../../i18n/i18n.ts';

interface CompletedScreen {
  /** The one status the screen lists. */
  actionId: number;
  title: TextKey;
  intro: TextKey;
  empty: TextKey;
}

/**
 * The lists of completed tales (seed §2): completed tales for editor-type roles (complatedTalePage) and,
 * in the sidebar's spelling, for editor assistants (ComplatedTalePage); private-content tales for both.
 */
export const COMPLETED_SCREENS = {
  complatedTalePage: {
    actionId: ACTION.completed,
    title: 'menu.completedTales',
    intro: 'completedTales.introCompleted',
    empty: 'completedTales.emptyCompleted',
  },
  ComplatedTalePage: {
    actionId: ACTION.completed,
    title: 'menu.completedTalesToEdit',
    intro: 'completedTales.introCompletedToEdit',
    empty: 'completedTales.emptyCompleted',
  },
  privateContentTalePage: {
    actionId: ACTION.privateContent,
    title: 'menu.privateContentTales',
    intro: 'completedTales.introPrivate',
    empty: 'completedTales.emptyPrivate',
  },
} as const satisfies Record<string, CompletedScreen>;

export type CompletedScreenName = keyof typeof COMPLETED_SCREENS;

/** The list a /masal/<list>[/<taleId>] path belongs to; the completed tales for anything else. */
export function completedScreenOf(pathname: string): CompletedScreenName {
  const name = pathname.slice(PRODUCT_PATH.length + 1).split('/')[0] ?? '';
  return Object.hasOwn(COMPLETED_SCREENS, name) ? (name as CompletedScreenName) : 'complatedTalePage';
}

/** The page of one tale of the list. */
export const completedTalePath = (screen: CompletedScreenName, taleId: number) =>
  `${PRODUCT_PATH}/${screen}/${taleId}`;
