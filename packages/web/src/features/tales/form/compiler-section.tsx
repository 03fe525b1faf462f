import { todayIso } from '@masal/shared';
import { EDUCATION_LEVELS } from '@masal/shared/reference';
import Grid from '@mui/material/Grid';
import { t } from '../../../i18n/i18n.ts';
import { FormSection } from './form-section.tsx';
import { FormSelectField } from './form-select-field.tsx';
import { FormTextField } from './form-text-field.tsx';

/** "Derleyici Bilgileri" and "Derleyici Açıklamaları". */
export function CompilerSection() {
  return (
    <FormSection title={t('taleForm.sectionCompiler')}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            name="compilerNameSurname"
            label={t('taleForm.compilerNameSurname')}
            autoComplete="name"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField name="compilerJob" label={t('taleForm.compilerJob')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            name="whereToCompile"
            label={t('taleForm.whereToCompile')}
            helperText={t('taleForm.whereToCompileHelp')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSelectField
            name="compilerEducationLevel"
            label={t('taleForm.educationLevel')}
            options={EDUCATION_LEVELS}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            name="compilerBirthDate"
            type="date"
            label={t('taleForm.compilerBirthDate')}
            max={todayIso()}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField name="compilerPlaceOfBirth" label={t('taleForm.compilerPlaceOfBirth')} />
        </Grid>
        <Grid size={12}>
          <FormTextField
            name="compilerExplanation"
            label={t('taleForm.compilerExplanation')}
            multiline
            minRows={3}
            helperText={t('taleForm.compilerExplanationHelp')}
          />
        </Grid>
      </Grid>
    </FormSection>
  );
}
