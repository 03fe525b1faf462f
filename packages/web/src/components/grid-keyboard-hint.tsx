import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { t } from '../i18n/i18n.ts';

/**
 * A data grid takes one Tab stop and is walked with the arrow keys (MUI X's roving focus), which nothing on the
 * page said. The hint stands just before the grid, always: a screen reader reads it on the way in, and a hint
 * that appeared only on keyboard focus moved the grid when a click took the focus away, under the pointer.
 */
export function GridKeyboardHint({ children }: { children: ReactNode }) {
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('app.gridKeyboardHint')}
      </Typography>
      {children}
    </>
  );
}
