import { DEFAULT_COPYRIGHT_TEXT, KVKK_PATH } from '@masal/shared';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { configApi, unwrap } from '../../api/masal-api.ts';
import { t } from '../../i18n/i18n.ts';

/** Copyright text from configuration (GET /v1/config) and the KVKK information notice. */
export function AppFooter() {
  const config = useQuery({
    queryKey: ['config'],
    queryFn: () => unwrap(configApi.get()),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
  return (
    <Box
      component="footer"
      sx={{
        px: 3,
        py: 2,
        borderTop: 1,
        borderColor: 'divider',
        display: 'flex',
        flexWrap: 'wrap',
        columnGap: 3,
        rowGap: 1,
        justifyContent: 'space-between',
      }}
    >
      <Typography variant="body2" color="text.secondary" data-testid="footer-copyright">
        {/* Isolated, so "© 2019 …" keeps its order in a right-to-left layout. */}
        <bdi>{config.data?.copyrightText || DEFAULT_COPYRIGHT_TEXT}</bdi>
      </Typography>
      <Link component={RouterLink} to={KVKK_PATH} variant="body2">
        {t('kvkk.footerLink')}
      </Link>
    </Box>
  );
}
