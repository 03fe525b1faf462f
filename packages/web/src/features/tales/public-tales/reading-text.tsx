import { paragraphs } from '@masal/shared/text';
import Box from '@mui/material/Box';

/** The tale's text set for reading: larger type, generous leading, paragraphs spaced apart. */
export function ReadingText({ text }: { text: string }) {
  return (
    <Box
      lang="tr"
      data-testid="public-tale-text"
      sx={{
        fontSize: { xs: '1.0625rem', sm: '1.1875rem' },
        lineHeight: 1.75,
        overflowWrap: 'break-word',
        hyphens: 'auto',
        '& p': { m: 0, mb: '1.1em', whiteSpace: 'pre-line' },
      }}
    >
      {paragraphs(text).map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one text, in order, never reordered.
        <p key={i}>{p}</p>
      ))}
    </Box>
  );
}
