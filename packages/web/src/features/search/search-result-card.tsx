import type { SearchRow } from '@masal/shared';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TaleStatusChip } from '../tales/tale-status-chip.tsx';
import { rowFacts, type TypeNames } from './search-row-facts.ts';
import { SnippetText } from './snippet-text.tsx';

/** One tale found: its name (opens the preview), status, where the text matched, and its facts. */
export function SearchResultCard({
  row,
  typeNames,
  onPreview,
}: {
  row: SearchRow;
  typeNames: TypeNames;
  onPreview: (taleId: number) => void;
}) {
  return (
    <Stack sx={{ gap: 1, minWidth: 0 }}>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography component="h3" variant="subtitle1" sx={{ m: 0, minWidth: 0 }}>
          <Link
            component="button"
            type="button"
            onClick={() => onPreview(row.taleId)}
            sx={{ font: 'inherit', fontWeight: 600, textAlign: 'start', overflowWrap: 'anywhere' }}
          >
            {row.taleName}
          </Link>
        </Typography>
        <TaleStatusChip actionId={row.actionId} />
      </Stack>
      <SnippetText parts={row.snippet} />
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 150px), 1fr))',
          columnGap: 2,
          rowGap: 1,
        }}
      >
        {rowFacts(row, typeNames).map((fact) => (
          <Box key={fact.key} sx={{ minWidth: 0 }}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {fact.label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {fact.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
