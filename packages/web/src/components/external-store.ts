import { useSyncExternalStore } from 'react';

/** A small state container read by React through useSyncExternalStore; usable outside components too. */
export function createExternalStore<S>(initial: S) {
  let state = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return {
    get: () => state,
    set(update: Partial<S> | ((s: S) => Partial<S>)) {
      const patch = typeof update === 'function' ? update(state) : update;
      state = { ...state, ...patch };
      for (const l of listeners) l();
    },
    useStore<T>(selector: (s: S) => T): T {
      return useSyncExternalStore(
        subscribe,
        () => selector(state),
        () => selector(state),
      );
    },
  };
}
