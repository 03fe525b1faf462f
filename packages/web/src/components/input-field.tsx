import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { ChangeEventHandler, FocusEventHandler, HTMLAttributes, ReactNode, Ref } from 'react';

export interface InputFieldProps {
  id: string;
  name: string;
  label: string;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  onChange?: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  endAdornment?: ReactNode;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
}

/**
 * An outlined, labelled text input that looks like MUI's TextField but leaves out its select
 * machinery (menus, popovers), which keeps the sign-in page's download small.
 */
export function InputField({
  id,
  label,
  error,
  helperText,
  required,
  inputMode,
  maxLength,
  ...input
}: InputFieldProps) {
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl fullWidth required={required} error={error} variant="outlined">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        label={required ? `${label} *` : label}
        slotProps={{
          input: {
            'aria-describedby': helperId,
            ...(inputMode ? { inputMode } : {}),
            ...(maxLength ? { maxLength } : {}),
          },
        }}
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
