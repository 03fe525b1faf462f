import { ACTION, PRODUCT_PATH } from '@masal/shared';
import type { TextKey } from '../../i18n/i18n.ts';

interface FinishedScreen {
  /** The one status the screen lists. */
  actionId: number;
  title: TextKey;
  intro: TextKey;
  empty: TextKey;
}

/**
 * The lists of finished tales (seed §2): completed tales for editor-type roles (complatedTalePage) and,
 * in the sidebar's spelling, for editor assistants (ComplatedTalePage); private-content tales for both.
 */
export const FINISHED_SCREENS = {
  complatedTalePage: {
    actionId: ACTION.completed,
    title: 'menu.completedTales',
    intro: 'finishedTales.introCompleted',
    empty: 'finishedTales.emptyCompleted',
  },
  ComplatedTalePage: {
    actionId: ACTION.completed,
    title: 'menu.completedTalesToEdit',
    intro: 'finishedTales.introCompletedToEdit',
    empty: 'finishedTales.emptyCompleted',
  },
  privateContentTalePage: {
    actionId: ACTION.privateContent,
    title: 'menu.privateContentTales',
    intro: 'finishedTales.introPrivate',
    empty: 'finishedTales.emptyPrivate',
  },
} as const satisfies Record<string, FinishedScreen>;

export type FinishedScreenName = keyof typeof FINISHED_SCREENS;

/** The list a /masal/<list>[/<taleId>] path belongs to; the completed tales for anything else. */
export function finishedScreenOf(pathname: string): FinishedScreenName {
  const name = pathname.slice(PRODUCT_PATH.length + 1).split('/')[0] ?? '';
  return Object.hasOwn(FINISHED_SCREENS, name) ? (name as FinishedScreenName) : 'complatedTalePage';
}

/** The page of one tale of the list. */
export const finishedTalePath = (screen: FinishedScreenName, taleId: number) =>
  `${PRODUCT_PATH}/${screen}/${taleId}`;
