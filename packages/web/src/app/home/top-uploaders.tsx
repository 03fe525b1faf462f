import { formatCount } from '@masal/shared';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTopUploaders } from '../../features/statistics/statistics-api.ts';
import { t } from '../../i18n/i18n.ts';

const SHOWN = 5;

/** The compilers with the most completed and published tales. */
export function TopUploaders() {
  const list = useTopUploaders(SHOWN);
  return (
    <Paper component="section" aria-labelledby="top-uploaders-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="top-uploaders-heading" component="h2" variant="h6" sx={{ fontWeight: 600, mb: 1 }}>
        {t('home.topUploadersTitle')}
      </Typography>
      {list.isError ? <Alert severity="error">{t('home.topUploadersFailed')}</Alert> : null}
      {list.isPending ? <Skeleton variant="rounded" height={120} /> : null}
      {list.data?.length === 0 ? (
        <Typography color="text.secondary">{t('home.topUploadersEmpty')}</Typography>
      ) : null}
      {list.data && list.data.length > 0 ? (
        <Box component="ol" data-testid="top-uploaders" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {list.data.map((u) => (
            <Box
              component="li"
              key={u.userId}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1.5,
                py: 1,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <Avatar src={u.profileImageUrl || undefined} alt="" />
              <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                {u.name} {u.surname}
              </Typography>
              <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {t('home.taleCount', { count: formatCount(u.count) })}
              </Typography>
            </Box>
          ))}
        </Box>
      ) : null}
    </Paper>
  );
}
