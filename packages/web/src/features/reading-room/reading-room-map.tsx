import type { ReadingRoomCounts } from '@masal/shared/schemas/reading-room';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { t } from '../../i18n/i18n.ts';
import { CountedMap, useCountedShapes } from '../statistics/turkey-map/counted-map.tsx';

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
  const { shapes, bins } = useCountedShapes(counts?.provinces);
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
        <CountedMap
          shapes={shapes}
          bins={bins}
          region={region}
          city={city}
          onChoose={(shape) => onChoose(shape.name, shape.region)}
        />
      ) : failed ? null : (
        <Skeleton variant="rounded" sx={{ aspectRatio: '1012 / 450', height: 'auto' }} />
      )}
    </Paper>
  );
}
