import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { Controller, useFormContext } from 'react-hook-form';
import { t } from '../../../i18n/i18n.ts';
import { useReadOnly } from './read-only-context.ts';
import { ReadOnlyValue } from './read-only-value.tsx';
import { fieldId, type TaleFormValues } from './tale-form-values.ts';

/**
 * The narrator's consent to be named publicly (decisions.md): unticked by default, and then the published
 * tale, open data and the harvesters carry no name of theirs.
 */
export function NameConsentField() {
  const { control } = useFormContext<TaleFormValues>();
  const readOnly = useReadOnly();
  const id = fieldId('sourcePerson.nameConsent');
  return (
    <Controller
      control={control}
      name="sourcePerson.nameConsent"
      render={({ field }) =>
        readOnly ? (
          <ReadOnlyValue
            id={id}
            label={t('talePreview.nameConsent')}
            value={field.value ? t('talePreview.nameConsentYes') : t('talePreview.nameConsentNo')}
          />
        ) : (
          <>
            <FormControlLabel
              label={t('taleForm.nameConsent')}
              control={
                <Checkbox
                  id={id}
                  name={field.name}
                  slotProps={{ input: { ref: field.ref, 'aria-describedby': `${id}-help` } }}
                  checked={field.value}
                  onChange={(_, checked) => field.onChange(checked)}
                  onBlur={field.onBlur}
                />
              }
            />
            <FormHelperText id={`${id}-help`}>{t('taleForm.nameConsentHelp')}</FormHelperText>
          </>
        )
      }
    />
  );
}
