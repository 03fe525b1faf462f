import { compareTr, formatCount } from '@masal/shared/format';
import { PROVINCES, REGIONS } from '@masal/shared/reference';
import type { ReadingRoomHit } from '@masal/shared/schemas/reading-room';
import { SEARCH_TEXT_MAX } from '@masal/shared/schemas/search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { FilterSelect } from '../../components/filter-select.tsx';
import { SearchTextField } from '../../components/search-text-field.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { t } from '../../i18n/i18n.ts';
import { SnippetText } from '../search/snippet-text.tsx';
import { placeText } from '../tales/public-tales/tale-facts.ts';
import { taleGroupText } from '../tales/tale-group-text.ts';
import { OpenDataLinks } from './open-data-links.tsx';
import { useReadingRoomCounts, useReadingRoomSearch } from './reading-room-api.ts';
import { ReadingRoomMap } from './reading-room-map.tsx';
import { ROOM_PAGE_SIZE, type RoomQuery, roomParamsOf, roomQueryOf } from './reading-room-query.ts';

const PROVINCES_BY_NAME = [...PROVINCES].sort((a, b) => compareTr(a.name, b.name));

function Hit({ hit }: { hit: ReadingRoomHit }) {
  const facts = [
    taleGroupText({ ...hit, subGroupName: null }),
    placeText(hit),
    hit.compilerNameSurname && t('readingRoom.compiledBy', { name: hit.compilerNameSurname }),
  ];
  const hasHits = hit.snippet.some((part) => part.hit);
  return (
    <Box component="li" sx={{ py: 2, borderBottom: 1, borderColor: 'divider', minWidth: 0 }}>
      <Typography component="h3" variant="h6" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        <Link component={RouterLink} to={hit.path}>
          {hit.taleName}
        </Link>
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {facts.filter(Boolean).join(' · ')}
      </Typography>
      {hasHits ? (
        <SnippetText parts={hit.snippet} />
      ) : hit.abstract ? (
        <Typography sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>{hit.abstract}</Typography>
      ) : null}
    </Box>
  );
}

/** /arsiv (public, no sign-in): published tales to search, filter by region, province and type, and find on the map. */
export function ReadingRoomPage() {
  useDocumentTitle(t('readingRoom.title'));
  const [params, setParams] = useSearchParams();
  const query = roomQueryOf(params);
  const results = useReadingRoomSearch({
    q: query.q || undefined,
    area: query.area || undefined,
    city: query.city || undefined,
    groupId: query.groupId ? Number(query.groupId) : undefined,
    page: query.page,
    pageSize: ROOM_PAGE_SIZE,
  });
  const counts = useReadingRoomCounts();
  const update = (change: Partial<RoomQuery>) => setParams(roomParamsOf({ ...query, page: 0, ...change }));
  const provinces = PROVINCES_BY_NAME.filter((p) => !query.area || p.region === query.area);
  const filtered = Boolean(query.q || query.area || query.city || query.groupId);
  const data = results.data;
  const pages = data ? Math.ceil(data.total / ROOM_PAGE_SIZE) : 0;

  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 1 }}>
        {t('readingRoom.title')}
      </Typography>
      <Typography sx={{ mb: 3, maxWidth: '70ch' }}>{t('readingRoom.intro')}</Typography>

      <Box role="search" aria-label={t('readingRoom.filters')} sx={{ mb: 3 }}>
        <Stack spacing={2}>
          <SearchTextField
            id="reading-room-search"
            name="q"
            label={t('readingRoom.searchLabel')}
            value={query.q}
            onSearch={(q) => update({ q })}
            maxLength={SEARCH_TEXT_MAX}
            sx={{ maxWidth: 640 }}
          />
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
            <FilterSelect
              id="reading-room-area"
              label={t('readingRoom.region')}
              value={query.area}
              onChange={(area) => update({ area, city: '' })}
              options={REGIONS.map((r) => ({ value: r, label: r }))}
            />
            <FilterSelect
              id="reading-room-city"
              label={t('readingRoom.province')}
              value={query.city}
              onChange={(city) => update({ city })}
              options={provinces.map((p) => ({ value: p.name, label: p.name }))}
            />
            <FilterSelect
              id="reading-room-type"
              label={t('readingRoom.type')}
              value={query.groupId}
              onChange={(groupId) => update({ groupId })}
              options={(counts.data?.types ?? []).map((g) => ({
                value: String(g.groupId),
                label: g.groupName,
              }))}
            />
            {filtered ? (
              <Button onClick={() => setParams(new URLSearchParams())}>
                {t('readingRoom.clearFilters')}
              </Button>
            ) : null}
          </Stack>
        </Stack>
      </Box>

      <Box
        sx={{
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Box component="section" aria-labelledby="reading-room-results" sx={{ minWidth: 0 }}>
          <Typography id="reading-room-results" component="h2" variant="h5" sx={{ fontWeight: 600 }}>
            {t('readingRoom.results')}
          </Typography>
          <Typography role="status" color="text.secondary" data-testid="reading-room-count">
            {data
              ? t(data.totalCapped ? 'readingRoom.foundCapped' : 'readingRoom.found', {
                  count: formatCount(data.total),
                })
              : ''}
          </Typography>
          {results.isPending ? <Skeleton variant="rounded" height={240} sx={{ mt: 2 }} /> : null}
          {results.isError ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {t('readingRoom.loadFailed')}
            </Alert>
          ) : null}
          {data && data.rows.length === 0 ? (
            <Typography sx={{ mt: 2 }}>{t('readingRoom.noResults')}</Typography>
          ) : null}
          {data && data.rows.length > 0 ? (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="reading-room-results">
              {data.rows.map((hit) => (
                <Hit key={hit.taleId} hit={hit} />
              ))}
            </Box>
          ) : null}
          {pages > 1 ? (
            <Box component="nav" aria-label={t('readingRoom.pages')} sx={{ mt: 2 }}>
              <Pagination
                count={pages}
                page={query.page + 1}
                onChange={(_, page) => setParams(roomParamsOf({ ...query, page: page - 1 }))}
                siblingCount={0}
              />
            </Box>
          ) : null}
        </Box>
        <Stack spacing={4} sx={{ minWidth: 0 }}>
          <ReadingRoomMap
            counts={counts.data}
            failed={counts.isError}
            region={query.area || null}
            city={query.city || null}
            onChoose={(city, area) => update({ city, area })}
          />
          <OpenDataLinks />
        </Stack>
      </Box>
    </Box>
  );
}
