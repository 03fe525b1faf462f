import { COPYRIGHT_STATUS } from '@masal/shared/tale-constants';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { Controller, useFormContext } from 'react-hook-form';
import { t } from '../../../i18n/i18n.ts';
import { useReadOnly } from './read-only-context.ts';
import { ReadOnlyValue } from './read-only-value.tsx';
import { fieldId, type TaleFormValues } from './tale-form-values.ts';

/** Seed §3 copyrightStatus as a checkbox: checked = wants copyright. */
export function CopyrightField() {
  const { control } = useFormContext<TaleFormValues>();
  const readOnly = useReadOnly();
  return (
    <Controller
      control={control}
      name="copyrightStatus"
      render={({ field }) =>
        readOnly ? (
          <ReadOnlyValue
            id={fieldId('copyrightStatus')}
            label={t('talePreview.copyright')}
            value={
              field.value === COPYRIGHT_STATUS.wanted
                ? t('talePreview.copyrightYes')
                : t('talePreview.copyrightNo')
            }
          />
        ) : (
          <FormControlLabel
            label={t('taleForm.copyright')}
            control={
              <Checkbox
                id={fieldId('copyrightStatus')}
                name={field.name}
                slotProps={{ input: { ref: field.ref } }}
                checked={field.value === COPYRIGHT_STATUS.wanted}
                onChange={(_, checked) =>
                  field.onChange(checked ? COPYRIGHT_STATUS.wanted : COPYRIGHT_STATUS.notWanted)
                }
                onBlur={field.onBlur}
              />
            }
          />
        )
      }
    />
  );
}
