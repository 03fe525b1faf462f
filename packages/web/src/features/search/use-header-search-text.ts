import { useCallback, useEffect, useState } from 'react';
import { enteredSearch, typedSearch } from './header-search-text.ts';

/** Typing is sent after this pause; Enter sends at once. */
const TYPING_PAUSE_MS = 250;

/**
 * The header search's typed text and the text asked for: typing asks after a short pause once it is long
 * enough, shorter text clears the results at once, and Enter asks for the text as it stands.
 */
export function useHeaderSearchText() {
  const [input, setInputState] = useState('');
  const [query, setQuery] = useState('');

  useEffect(() => {
    const next = typedSearch(input);
    if (!next) return;
    const timer = setTimeout(() => setQuery(next), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [input]);

  const setInput = useCallback((value: string) => {
    setInputState(value);
    if (!typedSearch(value)) setQuery('');
  }, []);
  const submit = useCallback(() => setQuery(enteredSearch(input)), [input]);

  return { input, setInput, query, submit };
}
