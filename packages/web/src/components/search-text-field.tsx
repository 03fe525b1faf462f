import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { useEffect, useEffectEvent, useRef, useState } from 'react';

const SEARCH_DELAY_MS = 400;

/**
 * A search box for a list whose filters live in the URL: the typed text is sent (trimmed) after a short
 * pause, or at once on Enter; a new `value` from outside (back, a shared link) replaces the text.
 */
export function SearchTextField({
  id,
  name,
  label,
  value,
  onSearch,
  maxLength,
  sx,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  onSearch: (value: string) => void;
  maxLength: number;
  sx?: SxProps<Theme>;
}) {
  const [text, setText] = useState(value);
  // The last value sent, so an answer to our own change does not overwrite newer typing.
  const sent = useRef(value);

  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setText(value);
  }, [value]);

  const send = (next: string) => {
    const trimmed = next.trim();
    if (trimmed === sent.current) return;
    sent.current = trimmed;
    onSearch(trimmed);
  };
  const sendFromEffect = useEffectEvent(send);

  useEffect(() => {
    const timer = setTimeout(() => sendFromEffect(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <TextField
      id={id}
      name={name}
      type="search"
      size="small"
      label={label}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') send(text);
      }}
      sx={sx}
      slotProps={{
        htmlInput: { maxLength },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <SearchIcon aria-hidden />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
