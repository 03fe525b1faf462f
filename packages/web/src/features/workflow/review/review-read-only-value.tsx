import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { PreviewText } from '../../tales/preview-section.tsx';

/**
 * A review value the viewer may only read (the board's read-only fields looked editable): its
 * label over the value as plain text, no field outline, "—" when empty. A labelled group, so a screen
 * reader names the value with its label.
 */
export function ReviewReadOnlyValue({ label, value }: { label: string; value: string | null | undefined }) {
  const labelId = useId();
  return (
    <Box
      role="group"
      aria-labelledby={labelId}
      data-testid="review-read-only-value"
      sx={{ flex: 1, minWidth: 0 }}
    >
      <Typography id={labelId} variant="body2" color="text.secondary" sx={{ fontWeight: 600, mb: 0.5 }}>
        {label}
      </Typography>
      <PreviewText text={value} />
    </Box>
  );
}
