import type { AlertColor } from '@mui/material/Alert';
import { createExternalStore } from './external-store.ts';

export interface Toast {
  id: number;
  message: string;
  severity: AlertColor;
  /** The action the message reports on, e.g. 'auth' or 'taleSave'; see showToast. */
  topic?: string | undefined;
}

/** How long a toast stays on screen: long enough to be read. */
export const TOAST_DURATION_MS = 6000;

const store = createExternalStore<{ queue: Toast[] }>({ queue: [] });
let nextId = 1;

/**
 * Queues `message`. With a `topic`, a newer outcome of the same action replaces the older message
 * in its place (on screen at once if that one was showing) instead of waiting behind it.
 */
export function showToast(message: string, severity: AlertColor = 'info', topic?: string): void {
  if (!message) return;
  store.set((s) => ({ queue: queueWith(s.queue, { id: nextId++, message, severity, topic }) }));
}

/** The queue with `toast` added: in place of the same topic's message, else at the end. */
export function queueWith(queue: readonly Toast[], toast: Toast): Toast[] {
  const older = toast.topic === undefined ? -1 : queue.findIndex((x) => x.topic === toast.topic);
  if (older === -1) return [...queue, toast];
  return queue.flatMap((x, i) => (i === older ? [toast] : x.topic === toast.topic ? [] : [x]));
}

export function dismissToast(id: number): void {
  store.set((s) => ({ queue: s.queue.filter((x) => x.id !== id) }));
}

/** Removes every queued message, e.g. an old sign-in failure once sign-in succeeds. */
export function dismissAllToasts(): void {
  store.set({ queue: [] });
}

export const useCurrentToast = () => store.useStore((s) => s.queue[0]);
