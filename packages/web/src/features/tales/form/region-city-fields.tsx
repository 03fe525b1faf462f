import { compareTr } from '@masal/shared/format';
import { isCityInRegion, PROVINCES, provincesOf, REGIONS } from '@masal/shared/reference';
import Grid from '@mui/material/Grid';
import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { t } from '../../../i18n/i18n.ts';
import { FormSelectField } from './form-select-field.tsx';
import type { TaleFormValues } from './tale-form-values.ts';

const ALL_CITIES = PROVINCES.map((p) => p.name).sort(compareTr);

/**
 * Region → city (seed §3 area, city, spelled as the reference data). A region limits the cities and
 * clears a city outside it; a city chosen first fills in its region.
 */
export function RegionCityFields() {
  const { control, setValue, getValues, getFieldState, trigger } = useFormContext<TaleFormValues>();
  const area = useWatch({ control, name: 'area' });
  const cities = useMemo(
    () =>
      area
        ? provincesOf(area)
            .map((p) => p.name)
            .sort(compareTr)
        : ALL_CITIES,
    [area],
  );

  const regionChanged = (region: string) => {
    const city = getValues('city');
    if (city && (!region || !isCityInRegion(city, region))) setValue('city', '');
  };
  const cityChanged = (city: string) => {
    const province = PROVINCES.find((p) => p.name === city);
    if (!province || getValues('area') === province.region) return;
    setValue('area', province.region);
    if (getFieldState('area').error) void trigger('area');
  };

  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelectField
          name="area"
          label={t('taleForm.area')}
          options={REGIONS}
          onValueChange={regionChanged}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelectField
          name="city"
          label={t('taleForm.city')}
          options={cities}
          helperText={area ? undefined : t('taleForm.cityHint')}
          onValueChange={cityChanged}
        />
      </Grid>
    </>
  );
}
