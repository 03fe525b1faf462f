import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { t } from '../i18n/i18n.ts';
import { visuallyHidden } from './visually-hidden.ts';

/**
 * A data grid takes one Tab stop and is walked with the arrow keys (MUI X's roving focus), which nothing on the
 * page said. The hint comes just before the grid: a screen reader reads it on the way in, and a keyboard user
 * sees it while the focus is inside (shown on keyboard focus only, so a click never moves the grid).
 */
export function GridKeyboardHint({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        '&:has(:focus-visible) > .grid-keyboard-hint': {
          position: 'static',
          width: 'auto',
          height: 'auto',
          margin: 0,
          mb: 1,
          clip: 'auto',
          whiteSpace: 'normal',
        },
      }}
    >
      <Typography className="grid-keyboard-hint" variant="body2" color="text.secondary" sx={visuallyHidden}>
        {t('app.gridKeyboardHint')}
      </Typography>
      {children}
    </Box>
  );
}
