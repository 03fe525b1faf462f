import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { reviewPath } from './review-paths.ts';

/** A list's tale name as a link to its review screen, with facts a narrow list folds under it. */
export function TaleNameLink({
  taleId,
  taleName,
  children,
}: {
  taleId: number;
  taleName: string;
  children?: ReactNode;
}) {
  return (
    <Box sx={{ minWidth: 0, whiteSpace: 'normal', overflowWrap: 'anywhere', lineHeight: 1.5 }}>
      <Link component={RouterLink} to={reviewPath(taleId)} sx={{ fontWeight: 600 }}>
        {taleName}
      </Link>
      {children}
    </Box>
  );
}
