import { useEffect } from 'react';
import { t } from '../i18n/i18n.ts';

/** "Masallarım — Masal Portalı": the screen's name first, so tabs and history tell screens apart. */
export const documentTitle = (screen: string) => `${screen} — ${t('app.title')}`;

/** Every page names itself in the browser's title bar, tab and history. */
export function useDocumentTitle(screen: string): void {
  useEffect(() => {
    document.title = documentTitle(screen);
  }, [screen]);
}
