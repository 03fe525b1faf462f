import type { CopyPassage } from '@masal/shared';
import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { t } from '../../../i18n/i18n.ts';
import { passageParts } from './passage-marks.ts';

/** An edit: tinted and underlined, so not told by colour alone (as the completed tales' word diff). */
const markSx = {
  bgcolor: (theme: Theme) => alpha(theme.palette.warning.main, 0.28),
  color: 'text.primary',
  textDecoration: 'underline',
  textDecorationStyle: 'dotted',
  textUnderlineOffset: '3px',
  borderRadius: 0.5,
} as const;

/** One side of a passage, as its compiler wrote it, its edits marked; a long word wraps rather than widening the page. */
function PassageSide({ label, text, other }: { label: string; text: string; other: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" component="p" sx={{ fontWeight: 600, color: 'text.secondary', mb: 0.5 }}>
        {label}
      </Typography>
      <Typography
        component="blockquote"
        variant="body2"
        sx={{
          m: 0,
          p: 1.5,
          borderLeft: 4,
          borderColor: 'warning.main',
          bgcolor: 'action.hover',
          borderRadius: 1,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {passageParts(text, other).map((part, i) =>
          part.changed ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts are remade whole for each passage.
            <Box key={i} component="mark" sx={markSx}>
              {part.text}
            </Box>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: as above.
            <span key={i}>{part.text}</span>
          ),
        )}
      </Typography>
    </Box>
  );
}

/** A passage both tales hold, named by its number and length: side by side on a wide screen, one under the other on a phone. */
export function CopyPassagePair({ passage, number }: { passage: CopyPassage; number: number }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h5" variant="body2" sx={{ fontWeight: 700, mb: 1 }}>
        {t('copyDetection.passageLabel', { number, words: passage.words })}
      </Typography>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: { xs: 1.5, md: 2 } }}
      >
        <PassageSide label={t('copyDetection.thisTale')} text={passage.tale} other={passage.match} />
        <PassageSide label={t('copyDetection.similarTale')} text={passage.match} other={passage.tale} />
      </Box>
    </Box>
  );
}
