import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { Controller, useFormContext } from 'react-hook-form';
import { useReadOnly } from './read-only-context.ts';
import { ReadOnlyValue } from './read-only-value.tsx';
import { fieldId, type TaleFormValues } from './tale-form-values.ts';

interface Choice {
  value: number;
  label: string;
}

export interface FormChoiceFieldProps {
  name: 'taleSource' | 'sourceType';
  /** The group's name, read before its choices. */
  label: string;
  choices: readonly Choice[];
}

/** A row of radio buttons for a numeric choice of seed §3 (tale source, source type). */
export function FormChoiceField({ name, label, choices }: FormChoiceFieldProps) {
  const { control } = useFormContext<TaleFormValues>();
  const readOnly = useReadOnly();
  const id = fieldId(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) =>
        // Disabled radios would grey the answer out; a read-only tale shows the chosen label.
        readOnly ? (
          <ReadOnlyValue
            id={id}
            label={label}
            value={choices.find((c) => c.value === field.value)?.label ?? ''}
          />
        ) : (
          <FormControl component="fieldset" error={Boolean(fieldState.error)}>
            <FormLabel component="legend" id={`${id}-label`}>
              {label}
            </FormLabel>
            <RadioGroup
              row
              name={field.name}
              aria-labelledby={`${id}-label`}
              value={field.value === null ? '' : String(field.value)}
              onChange={(_, value) => field.onChange(Number(value))}
              onBlur={field.onBlur}
            >
              {choices.map((c, i) => (
                <FormControlLabel
                  key={c.value}
                  value={String(c.value)}
                  label={c.label}
                  control={
                    <Radio
                      id={`${id}-${c.value}`}
                      slotProps={{ input: { ref: i === 0 ? field.ref : undefined } }}
                    />
                  }
                />
              ))}
            </RadioGroup>
            {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
          </FormControl>
        )
      }
    />
  );
}
