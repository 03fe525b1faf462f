import { formatCount } from '@masal/shared';
import { compareTr } from '@masal/shared/format';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CountTable } from '../../features/statistics/count-table.tsx';
import {
  PUBLIC_FILTER,
  useStatisticsArea,
  useStatisticsMap,
} from '../../features/statistics/statistics-api.ts';
import { CountedMap, useCountedShapes } from '../../features/statistics/turkey-map/counted-map.tsx';
import type { CountedShape } from '../../features/statistics/turkey-map/map-data.ts';
import { RegionPicker } from '../../features/statistics/turkey-map/region-picker.tsx';
import { t } from '../../i18n/i18n.ts';
import { ProvinceTales } from './province-tales.tsx';

const byCountThenName = (a: { name: string; count: number }, b: { name: string; count: number }) =>
  b.count - a.count || compareTr(a.name, b.name);

/** A name in a table that chooses what it names, as a click on the map would. */
const choiceLink = (label: string, onClick: () => void) => (
  <Link component="button" type="button" onClick={onClick} sx={{ textAlign: 'start' }}>
    {label}
  </Link>
);

/**
 * The home page's map of published and completed tales: pick a region (its provinces' counts, from
 * /statistics/area) or a province (its published tales); the same figures as tables for those who prefer them.
 */
export function HomeMapSection() {
  const map = useStatisticsMap(PUBLIC_FILTER);
  const [region, setRegion] = useState<string | null>(null);
  const [city, setCity] = useState<string | null>(null);
  const [asTable, setAsTable] = useState(false);
  const area = useStatisticsArea(region, PUBLIC_FILTER.scope);
  const { shapes, bins } = useCountedShapes(map.data?.provinces);
  const chosen = shapes.find((s) => s.name === city);

  const chooseProvince = (shape: CountedShape) => {
    setCity(shape.name);
    if (region && shape.region !== region) setRegion(shape.region);
  };
  const chooseRegion = (next: string | null) => {
    setRegion(next);
    if (next && chosen && chosen.region !== next) setCity(null);
  };

  const regionTable = map.data ? (
    <CountTable
      caption={t('turkeyMap.regionsTable')}
      showCaption
      head={[t('turkeyMap.region'), t('turkeyMap.count')]}
      rows={map.data.regions
        .map((r) => ({ name: r.region, count: r.count }))
        .sort(byCountThenName)
        .map((r) => ({ key: r.name, count: r.count, label: choiceLink(r.name, () => chooseRegion(r.name)) }))}
    />
  ) : null;
  const provinceTable = (
    <CountTable
      caption={t('turkeyMap.provincesTable')}
      showCaption
      head={[t('turkeyMap.province'), t('turkeyMap.region'), t('turkeyMap.count')]}
      rows={[...shapes]
        .sort((a, b) => compareTr(a.name, b.name))
        .map((s) => ({
          key: s.plate,
          count: s.count,
          extra: [s.region],
          label: choiceLink(s.name, () => chooseProvince(s)),
        }))}
    />
  );

  return (
    <Paper component="section" aria-labelledby="home-map-heading" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Typography id="home-map-heading" component="h2" variant="h6" sx={{ fontWeight: 600 }}>
        {t('turkeyMap.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('turkeyMap.intro')}
      </Typography>
      <RegionPicker region={region} onChange={chooseRegion} />
      <FormControlLabel
        control={<Checkbox checked={asTable} onChange={(e) => setAsTable(e.target.checked)} />}
        label={t('turkeyMap.showTable')}
        sx={{ mb: 1 }}
      />
      {map.isPending ? (
        <Skeleton variant="rounded" sx={{ aspectRatio: '1012 / 450', height: 'auto' }} />
      ) : null}
      {map.isError ? <Alert severity="error">{t('turkeyMap.loadFailed')}</Alert> : null}
      {map.data && !asTable ? (
        <CountedMap shapes={shapes} bins={bins} region={region} city={city} onChoose={chooseProvince} />
      ) : null}
      {map.data && asTable ? (
        <Box sx={{ display: 'grid', gap: 3, overflowX: 'auto' }}>
          {regionTable}
          {region ? null : provinceTable}
        </Box>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          mt: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {region ? (
          <Box component="section" aria-labelledby="region-counts-heading" data-testid="region-counts">
            <Typography
              id="region-counts-heading"
              component="h3"
              variant="subtitle1"
              sx={{ fontWeight: 600 }}
            >
              {t('turkeyMap.regionTotal', {
                region,
                count: area.data ? formatCount(area.data.total) : '…',
              })}
            </Typography>
            {area.isPending ? <Skeleton variant="rounded" height={160} /> : null}
            {area.isError ? <Alert severity="error">{t('turkeyMap.loadFailed')}</Alert> : null}
            {area.data ? (
              <CountTable
                caption={t('turkeyMap.regionProvinces', { region })}
                head={[t('turkeyMap.province'), t('turkeyMap.count')]}
                rows={area.data.provinces
                  .map((p) => ({ name: p.city, count: p.count }))
                  .sort(byCountThenName)
                  .map((p) => {
                    const shape = shapes.find((s) => s.name === p.name);
                    return {
                      key: p.name,
                      count: p.count,
                      label: shape ? choiceLink(p.name, () => chooseProvince(shape)) : p.name,
                    };
                  })}
              />
            ) : null}
          </Box>
        ) : null}
        <Box aria-live="polite">
          {chosen ? (
            <ProvinceTales city={chosen.name} region={chosen.region} count={chosen.count} />
          ) : (
            <Typography color="text.secondary">{t('turkeyMap.chooseHint')}</Typography>
          )}
        </Box>
      </Box>
    </Paper>
  );
}
