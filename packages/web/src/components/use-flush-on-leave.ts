import { type RefObject, useEffect } from 'react';

/**
 * The device copy of a form is written before the page goes (close, reload, a phone putting the tab away) and
 * when the form unmounts with a write still pending; closing with unsaved work asks first.
 */
export function useFlushOnLeave(
  sync: () => void,
  unsavedRef: RefObject<boolean>,
  timer: RefObject<ReturnType<typeof setTimeout> | undefined>,
) {
  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => {
      sync();
      if (!unsavedRef.current) return;
      e.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    window.addEventListener('pagehide', sync);
    return () => {
      window.removeEventListener('beforeunload', warn);
      window.removeEventListener('pagehide', sync);
      if (timer.current !== undefined) sync();
    };
  }, [sync, unsavedRef, timer]);
}
