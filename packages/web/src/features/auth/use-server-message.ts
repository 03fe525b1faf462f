import { useEffect, useRef, useState } from 'react';
import { messageClearer } from './message-clear.ts';

/** The server's refusal shown at the form; it clears `delayMs` after the person starts changing the form again. */
export function useServerMessage(delayMs: number) {
  const [message, setMessage] = useState<string | undefined>();
  const clearer = useRef(messageClearer(delayMs, () => setMessage(undefined)));
  useEffect(() => clearer.current.cancel, []);
  return {
    message,
    show(text: string) {
      setMessage(text);
      clearer.current.shown();
    },
    onEdit: () => clearer.current.edited(),
  };
}
