import { todayIso } from '@masal/shared';
import { EDUCATION_LEVELS } from '@masal/shared/reference';
import { SOURCE_TYPE } from '@masal/shared/tale-constants';
import Grid from '@mui/material/Grid';
import { useWatch } from 'react-hook-form';
import { t } from '../../../i18n/i18n.ts';
import { FormChoiceField } from './form-choice-field.tsx';
import { FormSection } from './form-section.tsx';
import { FormSelectField } from './form-select-field.tsx';
import { FormTextField } from './form-text-field.tsx';
import { NameConsentField } from './name-consent-field.tsx';
import type { TaleFormValues } from './tale-form-values.ts';

const SOURCE_TYPES = [
  { value: SOURCE_TYPE.person, label: t('taleForm.sourcePerson') },
  { value: SOURCE_TYPE.material, label: t('taleForm.sourceMaterial') },
];

/**
 * "Kaynak Bilgileri": a person (name, compilation date, learned from, job, education, birth year and
 * place, and whether they agreed to be named publicly) or a material (its name and the compilation date). The person-only fields keep what was
 * typed while a material is chosen, but are not saved with it.
 */
export function SourceSection() {
  const sourceType = useWatch<TaleFormValues, 'sourceType'>({ name: 'sourceType' });
  const person = sourceType === SOURCE_TYPE.person;
  return (
    <FormSection title={t('taleForm.sectionSource')}>
      <Grid container spacing={2}>
        <Grid size={12}>
          <FormChoiceField name="sourceType" label={t('taleForm.sourceType')} choices={SOURCE_TYPES} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            name="sourcePerson.nameSurname"
            label={person ? t('taleForm.sourceNameSurname') : t('taleForm.materialName')}
            helperText={person ? undefined : t('taleForm.materialNameHelp')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            name="sourcePerson.complationDate"
            type="date"
            label={t('taleForm.complationDate')}
            max={todayIso()}
          />
        </Grid>
        {person ? (
          <>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField name="sourcePerson.learnedFrom" label={t('taleForm.learnedFrom')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField name="sourcePerson.job" label={t('taleForm.sourceJob')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormSelectField
                name="sourcePerson.educationLevel"
                label={t('taleForm.sourceEducationLevel')}
                options={EDUCATION_LEVELS}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                name="sourcePerson.birthDate"
                label={t('taleForm.birthYear')}
                inputMode="numeric"
                maxLength={4}
                helperText={t('taleForm.birthYearHelp')}
              />
            </Grid>
            <Grid size={12}>
              <FormTextField name="sourcePerson.placeOfBirth" label={t('taleForm.sourcePlaceOfBirth')} />
            </Grid>
            <Grid size={12}>
              <NameConsentField />
            </Grid>
          </>
        ) : null}
      </Grid>
    </FormSection>
  );
}
