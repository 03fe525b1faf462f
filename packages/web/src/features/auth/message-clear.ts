/**
 * Seed §4: the error message of sign-in clears after 100 ms, that of sign-up after 3000 ms. Counted from
 * the moment the person changes the form again (not from when the answer came), so the message stays
 * readable for as long as they look at it, and goes away soon after they act on it.
 */
export const SIGN_IN_MESSAGE_CLEAR_MS = 100;
export const SIGN_UP_MESSAGE_CLEAR_MS = 3000;

export interface MessageClearer {
  /** A new message is on screen: it waits for the next change. */
  shown(): void;
  /** The person changed the form: the first change after a message starts the countdown; later ones do not restart it. */
  edited(): void;
  /** The page is leaving. */
  cancel(): void;
}

export function messageClearer(delayMs: number, clear: () => void): MessageClearer {
  let waiting = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    shown() {
      cancel();
      waiting = true;
    },
    edited() {
      if (!waiting || timer !== undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        waiting = false;
        clear();
      }, delayMs);
    },
    cancel,
  };
}
