import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Full-page frame for status pages shown outside the authenticated layout. */
export function StandalonePage({ children }: { children: ReactNode }) {
  return (
    <Box
      component="main"
      id="main-content"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}
    >
      {children}
    </Box>
  );
}
