import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { Controller, useFormContext } from 'react-hook-form';
import { t } from '../../../i18n/i18n.ts';
import { useReadOnly } from './read-only-context.ts';
import { fieldId, type TaleFormValues } from './tale-form-values.ts';

/** Seed §3 copyrightStatus: 1 = wants copyright, 0 = does not. */
export function CopyrightField() {
  const { control } = useFormContext<TaleFormValues>();
  const readOnly = useReadOnly();
  return (
    <Controller
      control={control}
      name="copyrightStatus"
      render={({ field }) => (
        <FormControlLabel
          disabled={readOnly}
          label={t('taleForm.copyright')}
          control={
            <Checkbox
              id={fieldId('copyrightStatus')}
              name={field.name}
              slotProps={{ input: { ref: field.ref } }}
              checked={field.value === 1}
              onChange={(_, checked) => field.onChange(checked ? 1 : 0)}
              onBlur={field.onBlur}
            />
          }
        />
      )}
    />
  );
}
