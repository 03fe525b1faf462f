import { foldTr } from '@masal/shared';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { KeyboardEvent } from 'react';

interface FreeTextPickerProps {
  id: string;
  label: string;
  /** Suggestions, already in the order to show (Turkish alphabetical). */
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  helperText?: string;
  maxLength?: number;
  /** Long names (a bank's) wrap onto more lines instead of being cut at the field's edge. */
  wrap?: boolean;
}

/** Matches anywhere in the name, without regard to Turkish case or accents ("is" finds "İş"). */
const filterTr = (options: string[], { inputValue }: { inputValue: string }) => {
  const q = foldTr(inputValue.trim());
  return q ? options.filter((o) => foldTr(o).includes(q)) : options;
};

const noNewLine = (e: KeyboardEvent) => {
  if (e.key === 'Enter') e.preventDefault();
};

/** A text field that suggests from a list while typing and keeps whatever is typed (MUI freeSolo). */
export function FreeTextPicker({
  id,
  label,
  options,
  value,
  onChange,
  onBlur,
  error,
  helperText,
  maxLength,
  wrap = false,
}: FreeTextPickerProps) {
  return (
    <Autocomplete
      freeSolo
      id={id}
      options={options as string[]}
      filterOptions={filterTr}
      inputValue={value}
      onInputChange={(_event, text) => onChange(text)}
      onBlur={onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={Boolean(error)}
          helperText={error ?? helperText}
          multiline={wrap}
          slotProps={{
            ...params.slotProps,
            htmlInput: {
              ...params.slotProps.htmlInput,
              maxLength,
              // One name, however long: Enter chooses or submits, it never starts a new line.
              ...(wrap ? { onKeyDown: noNewLine } : {}),
            },
          }}
        />
      )}
    />
  );
}
