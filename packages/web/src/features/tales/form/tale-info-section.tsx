import type { TaleFull } from '@masal/shared';
import { TALE_SOURCE } from '@masal/shared/tale-constants';
import Grid from '@mui/material/Grid';
import { useWatch } from 'react-hook-form';
import { t } from '../../../i18n/i18n.ts';
import { CopyrightField } from './copyright-field.tsx';
import { FormChoiceField } from './form-choice-field.tsx';
import { FormSection } from './form-section.tsx';
import { FormTextField } from './form-text-field.tsx';
import { RegionCityFields } from './region-city-fields.tsx';
import type { TaleFormValues } from './tale-form-values.ts';
import { TaleGroupField } from './tale-group-field.tsx';

const SOURCES = [
  { value: TALE_SOURCE.compilation, label: t('taleForm.sourceCompilation') },
  { value: TALE_SOURCE.printed, label: t('taleForm.sourcePrinted') },
];

/** "Masal Bilgileri": name, copyright wish, region and city, the tale's source, its type. */
export function TaleInfoSection({
  tale,
}: {
  tale: Pick<TaleFull, 'groupName' | 'subGroupName' | 'typeAtu' | 'typeTtv'> | undefined;
}) {
  const taleSource = useWatch<TaleFormValues, 'taleSource'>({ name: 'taleSource' });
  return (
    <FormSection title={t('taleForm.sectionInfo')}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <FormTextField
            name="taleName"
            label={t('taleForm.taleName')}
            requiredForDraft
            helperText={t('taleForm.taleNameHelp')}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TaleGroupField tale={tale} />
        </Grid>
        <RegionCityFields />
        <Grid size={12}>
          <FormChoiceField name="taleSource" label={t('taleForm.taleSource')} choices={SOURCES} />
        </Grid>
        {taleSource === TALE_SOURCE.printed ? (
          <Grid size={12}>
            <FormTextField
              name="taleSourceText"
              label={t('taleForm.taleSourceText')}
              multiline
              minRows={3}
              helperText={t('taleForm.taleSourceTextHelp')}
            />
          </Grid>
        ) : null}
        <Grid size={12}>
          <CopyrightField />
        </Grid>
      </Grid>
    </FormSection>
  );
}
