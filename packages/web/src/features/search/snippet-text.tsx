import type { SnippetPart } from '@masal/shared';
import Typography from '@mui/material/Typography';

/**
 * Where the search text matched: the parts as written, the matching ones marked. Text only — React
 * escapes every part, so a tale's text can never become markup.
 */
export function SnippetText({ parts }: { parts: readonly SnippetPart[] }) {
  if (parts.length === 0) return null;
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere', '& mark': { px: 0.25, borderRadius: 0.5 } }}>
      {parts.map((part, i) =>
        // The parts never change order within a result, so their place is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        part.hit ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
      )}
    </Typography>
  );
}
