import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { t } from '../i18n/i18n.ts';
import { visuallyHidden } from './visually-hidden.ts';

/**
 * A data grid takes one Tab stop and is walked with the arrow keys (MUI X's roving focus), which nothing on the
 * page said. The hint stands just before the grid, always (one shown only on keyboard focus moved the grid when
 * a click took the focus away, under the pointer); on a phone, which has no arrow keys, only screen readers get it.
 */
export function GridKeyboardHint({ children }: { children: ReactNode }) {
  return (
    <>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={(theme) => ({ mb: 1, [theme.breakpoints.down('sm')]: visuallyHidden })}
      >
        {t('app.gridKeyboardHint')}
      </Typography>
      {children}
    </>
  );
}
