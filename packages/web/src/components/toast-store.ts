import type { AlertColor } from '@mui/material/Alert';
import { createExternalStore } from '../app/external-store.ts';

export interface Toast {
  id: number;
  message: string;
  severity: AlertColor;
}

/** How long a toast stays on screen: long enough to be read. */
export const TOAST_DURATION_MS = 6000;

const store = createExternalStore<{ queue: Toast[] }>({ queue: [] });
let nextId = 1;

export function showToast(message: string, severity: AlertColor = 'info'): void {
  if (!message) return;
  const toast = { id: nextId++, message, severity };
  store.set((s) => ({ queue: [...s.queue, toast] }));
}

export function dismissToast(id: number): void {
  store.set((s) => ({ queue: s.queue.filter((x) => x.id !== id) }));
}

/** Removes every queued message, e.g. an old sign-in failure once sign-in succeeds. */
export function dismissAllToasts(): void {
  store.set({ queue: [] });
}

export const useCurrentToast = () => store.useStore((s) => s.queue[0]);
