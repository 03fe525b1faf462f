import { formatCount } from '@masal/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { t } from '../../../i18n/i18n.ts';
import type { ColourBin } from './colour-scale.ts';

const rangeText = (bin: ColourBin) =>
  bin.from === bin.to ? formatCount(bin.from) : `${formatCount(bin.from)}–${formatCount(bin.to)}`;

/** The colour steps with the counts each stands for. */
export function MapLegend({ bins }: { bins: readonly ColourBin[] }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mt: 1 }}>
      <Typography id="map-legend-title" variant="body2" sx={{ fontWeight: 600 }}>
        {t('turkeyMap.legend')}
      </Typography>
      <Box
        component="ul"
        aria-labelledby="map-legend-title"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, listStyle: 'none', p: 0, m: 0 }}
      >
        {bins.map((bin) => (
          <Box component="li" key={bin.from} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <Box
              aria-hidden
              sx={{
                width: 18,
                height: 18,
                borderRadius: 0.5,
                bgcolor: bin.colour,
                border: 1,
                borderColor: 'text.secondary',
              }}
            />
            <Typography variant="body2">{rangeText(bin)}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
