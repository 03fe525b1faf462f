import { DEFAULT_COPYRIGHT_TEXT } from '@masal/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { configApi, unwrap } from '../../api/masal-api.ts';

/** Copyright text from configuration (GET /v1/config). */
export function AppFooter() {
  const config = useQuery({
    queryKey: ['config'],
    queryFn: () => unwrap(configApi.get()),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
  return (
    <Box component="footer" sx={{ px: 3, py: 2, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="body2" color="text.secondary" data-testid="footer-copyright">
        {/* Isolated, so "© 2019 …" keeps its order in a right-to-left layout. */}
        <bdi>{config.data?.copyrightText || DEFAULT_COPYRIGHT_TEXT}</bdi>
      </Typography>
    </Box>
  );
}
