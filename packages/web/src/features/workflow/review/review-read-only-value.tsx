import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { t } from '../../../i18n/i18n.ts';
import { PreviewText } from '../../tales/preview-section.tsx';

/**
 * A review value the viewer may only read (the advisory board's read-only fields looked editable): its
 * label over the value as plain text, no field outline, "—" when empty. A labelled group, so a screen
 * reader names the value with its label. While `loading` (e.g. the names of the tale groups), it says so:
 * "—" would claim there is no value.
 */
export function ReviewReadOnlyValue({
  label,
  value,
  loading = false,
}: {
  label: string;
  value: string | null | undefined;
  loading?: boolean;
}) {
  const labelId = useId();
  return (
    <Box
      role="group"
      aria-labelledby={labelId}
      aria-busy={loading}
      data-testid="review-read-only-value"
      sx={{ flex: 1, minWidth: 0 }}
    >
      <Typography id={labelId} variant="body2" color="text.secondary" sx={{ fontWeight: 600, mb: 0.5 }}>
        {label}
      </Typography>
      {loading ? (
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          <CircularProgress size={16} aria-hidden />
          <Typography color="text.secondary">{t('app.loading')}</Typography>
        </Stack>
      ) : (
        <PreviewText text={value} />
      )}
    </Box>
  );
}
