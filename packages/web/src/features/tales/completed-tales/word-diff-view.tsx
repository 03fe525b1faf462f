import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { t } from '../../../i18n/i18n.ts';
import type { DiffPart } from './word-diff.ts';

/** Not by colour alone: insertions are underlined, deletions struck through; the tint only helps. */
const changeSx = {
  added: {
    textDecoration: 'underline',
    textDecorationThickness: '2px',
    textUnderlineOffset: '3px',
    bgcolor: (theme: Theme) => alpha(theme.palette.success.main, 0.16),
  },
  removed: {
    textDecoration: 'line-through',
    textDecorationThickness: '2px',
    bgcolor: (theme: Theme) => alpha(theme.palette.error.main, 0.14),
  },
};
const common = { color: 'text.primary', borderRadius: 0.5, px: 0.25 };

/** A change marked without the spaces around it, which would otherwise show as underlined or struck gaps. */
function Change({ part }: { part: DiffPart }) {
  const added = part.kind === 'added';
  const [, before = '', words = '', after = ''] = /^(\s*)([\s\S]*?)(\s*)$/.exec(part.text) ?? [];
  return (
    <>
      {before}
      <Box component={added ? 'ins' : 'del'} sx={{ ...common, ...changeSx[added ? 'added' : 'removed'] }}>
        <Box component="span" sx={visuallyHidden}>
          {t(added ? 'completedTales.srAddedStart' : 'completedTales.srRemovedStart')}
        </Box>
        {words}
        <Box component="span" sx={visuallyHidden}>
          {t('completedTales.srChangeEnd')}
        </Box>
      </Box>
      {after}
    </>
  );
}

/** The key to the marks, in words. */
export function WordDiffLegend() {
  return (
    <Typography variant="body2" color="text.secondary" data-testid="word-diff-legend">
      {t('completedTales.legend')} <Change part={{ kind: 'added', text: t('completedTales.legendAdded') }} />{' '}
      <Change part={{ kind: 'removed', text: t('completedTales.legendRemoved') }} />{' '}
      {t('completedTales.legendSpacing')}
    </Typography>
  );
}

/** The newer text with the words added to it and removed from it marked in place. */
export function WordDiffView({ parts }: { parts: DiffPart[] }) {
  return (
    <Box
      data-testid="word-diff"
      sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.8, maxWidth: '75ch' }}
    >
      {parts.map((part, i) =>
        part.kind === 'same' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts are remade whole for each comparison.
          <span key={i}>{part.text}</span>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above.
          <Change key={i} part={part} />
        ),
      )}
    </Box>
  );
}
