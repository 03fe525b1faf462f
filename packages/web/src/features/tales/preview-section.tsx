import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { t } from '../../i18n/i18n.ts';

/** An empty value reads "—". */
function orDash(value: string | null | undefined): string {
  return value?.trim() ? value : t('talePreview.empty');
}

/** A titled part of the preview; the title is a heading under the dialog's own. */
export function PreviewSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ '& + &': { mt: 3 } }}>
      <Typography
        id={id}
        component="h3"
        variant="subtitle1"
        sx={{ fontWeight: 700, mb: 1, pb: 0.5, borderBottom: 1, borderColor: 'divider' }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export interface PreviewField {
  label: string;
  value: string | null | undefined;
}

/** Label / value pairs as a description list: two columns on wide screens, stacked on phones. */
export function PreviewFields({ fields }: { fields: PreviewField[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, 220px) 1fr' },
        columnGap: 2,
        rowGap: { xs: 0, sm: 1 },
        m: 0,
      }}
    >
      {fields.map((f) => (
        <Box key={f.label} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ fontWeight: 600, color: 'text.secondary' }}>
            {f.label}
          </Box>
          <Box component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
            {orDash(f.value)}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** A long text with its line breaks and spacing kept. */
export function PreviewText({ text }: { text: string | null | undefined }) {
  return (
    <Typography component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.7 }}>
      {orDash(text)}
    </Typography>
  );
}
