import { PRODUCT_PATH } from '@masal/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { unwrap } from '../../api/api-client.ts';
import { provinceLabel } from '../../features/statistics/turkey-map/turkey-map.tsx';
import { writeFilter } from '../../features/tales/public-tales/public-tale-filter.ts';
import {
  type PublicTaleFilter,
  publicTaleApi,
  publicTaleKeys,
} from '../../features/tales/public-tales/public-tales-api.ts';
import { t } from '../../i18n/i18n.ts';

const SHOWN = 5;
const QUERY = { page: 0, pageSize: SHOWN, sort: 'updatedAt', order: 'desc' } as const;

/**
 * A chosen province: its count, its latest published tales (the only ones every reader may open; the count also
 * has the completed ones) and a link to all of them on the published tales page, filtered by the province.
 */
export function ProvinceTales({ city, region, count }: { city: string; region: string; count: number }) {
  const filter: PublicTaleFilter = { area: region, city, groupId: '' };
  const list = useQuery({
    queryKey: publicTaleKeys.list(QUERY, filter),
    queryFn: () => unwrap(publicTaleApi.list(QUERY, filter)),
  });
  const allPath = `${PRODUCT_PATH}/publicTalePage?${writeFilter(new URLSearchParams(), filter)}`;
  return (
    <Box component="section" aria-labelledby="province-tales-heading" data-testid="province-tales">
      <Typography id="province-tales-heading" component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {provinceLabel(city, count)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('home.provincePublished')}
      </Typography>
      {list.isPending ? <Skeleton variant="rounded" height={72} /> : null}
      {list.isError ? <Alert severity="error">{t('home.provinceTalesFailed')}</Alert> : null}
      {list.data?.rows.length === 0 ? <Typography>{t('home.provinceNoTales')}</Typography> : null}
      {list.data && list.data.rows.length > 0 ? (
        <Box component="ul" sx={{ pl: 2.5, my: 0 }}>
          {list.data.rows.map((tale) => (
            <li key={tale.taleId}>
              <Link component={RouterLink} to={`${PRODUCT_PATH}/publicTalePage/${tale.taleId}`}>
                {tale.taleName}
              </Link>
            </li>
          ))}
        </Box>
      ) : null}
      <Link component={RouterLink} to={allPath} sx={{ display: 'inline-block', mt: 1 }}>
        {t('home.provinceAllTales', { city })}
      </Link>
    </Box>
  );
}
