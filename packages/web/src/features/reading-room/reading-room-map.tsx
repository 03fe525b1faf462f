import type { ReadingRoomCounts } from '@masal/shared/schemas/reading-room';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { t } from '../../i18n/i18n.ts';
import { colourBins } from '../statistics/turkey-map/colour-scale.ts';
import { joinCounts, maxCount } from '../statistics/turkey-map/map-data.ts';
import { MapLegend } from '../statistics/turkey-map/map-legend.tsx';
import { PROVINCE_SHAPES } from '../statistics/turkey-map/province-shapes.ts';
import { TurkeyMap } from '../statistics/turkey-map/turkey-map.tsx';

/**
 * The map of published tales (the home page's map of Turkey, its provinces coloured by count): choosing a
 * province filters the list to it; a chosen region is zoomed in on.
 */
export function ReadingRoomMap({
  counts,
  failed,
  region,
  city,
  onChoose,
}: {
  counts: ReadingRoomCounts | undefined;
  failed: boolean;
  region: string | null;
  city: string | null;
  onChoose: (city: string, region: string) => void;
}) {
  const theme = useTheme();
  const shapes = useMemo(() => joinCounts(PROVINCE_SHAPES, counts?.provinces ?? []), [counts]);
  const none = theme.palette.mode === 'dark' ? theme.palette.grey[700] : theme.palette.grey[200];
  const bins = useMemo(() => colourBins(maxCount(shapes), none), [shapes, none]);
  return (
    <Paper component="section" aria-labelledby="reading-room-map" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Typography id="reading-room-map" component="h2" variant="h6" sx={{ fontWeight: 600 }}>
        {t('readingRoom.mapTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('readingRoom.mapIntro')}
      </Typography>
      {failed ? <Alert severity="error">{t('readingRoom.loadFailed')}</Alert> : null}
      {counts ? (
        <>
          <Box sx={{ '& path[role="button"]:hover': { filter: 'brightness(0.85)' } }}>
            <TurkeyMap
              shapes={shapes}
              bins={bins}
              region={region}
              city={city}
              onChoose={(shape) => onChoose(shape.name, shape.region)}
            />
          </Box>
          <MapLegend bins={bins} />
        </>
      ) : failed ? null : (
        <Skeleton variant="rounded" sx={{ aspectRatio: '1012 / 450', height: 'auto' }} />
      )}
    </Paper>
  );
}
