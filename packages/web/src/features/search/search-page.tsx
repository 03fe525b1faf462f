import { type DetailSearchAnswer, formatCount, SEARCH_TEXT_MAX, type SearchFacet } from '@masal/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo, useState } from 'react';
import { usePastTheEndGoesBack } from '../../components/paged-list.tsx';
import { SearchTextField } from '../../components/search-text-field.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { useUrlView } from '../../components/use-list-view.ts';
import { t } from '../../i18n/i18n.ts';
import { TalePreviewDialog } from '../tales/tale-preview-dialog.tsx';
import { useTaleGroups } from '../workflow/review/use-tale-groups.ts';
import { useDetailSearch } from './search-api.ts';
import { SearchFilters } from './search-filters.tsx';
import { SearchResults } from './search-results.tsx';
import { typeNamesOf } from './search-row-facts.ts';
import { SearchSort } from './search-sort.tsx';
import { patchSearchView, readSearchView, toDetailSearch, writeSearchView } from './search-view.ts';

const RESULTS_ID = 'search-results-heading';
const NO_FACETS: readonly SearchFacet[] = [];

/** "412", or "412+" when more tales matched than were counted (a lower bound, as the lists' "10.000+"). */
const totalText = (answer: DetailSearchAnswer) =>
  `${formatCount(answer.total)}${answer.totalCapped ? '+' : ''}`;

/**
 * /masal/searchTale (editor-type roles, editor assistants, admins): free text and filters with a count per
 * value, sorted and paged on the server; everything in the URL, so a search can be shared and reopened.
 * A tale's name opens its preview.
 */
export function SearchPage() {
  useDocumentTitle(t('menu.searchTale'));
  const [view, setView] = useUrlView(readSearchView, writeSearchView, patchSearchView);
  const body = useMemo(() => toDetailSearch(view), [view]);
  const search = useDetailSearch(body);
  const groups = useTaleGroups();
  const typeNames = useMemo(() => typeNamesOf(groups.data), [groups.data]);
  const [previewId, setPreviewId] = useState<number | null>(null);
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const answer = search.data;

  usePastTheEndGoesBack({ answer, loading: search.isFetching, view, onViewChange: setView });

  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 600, mb: 1 }}>
        {t('menu.searchTale')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('search.intro')}
      </Typography>
      <Box component="search" sx={{ mb: 2 }}>
        <SearchTextField
          id="search-text"
          name="q"
          label={t('search.text')}
          value={view.q}
          onSearch={(q) => setView({ q })}
          maxLength={SEARCH_TEXT_MAX}
          sx={{ width: '100%', maxWidth: 720 }}
        />
      </Box>
      <SearchFilters
        view={view}
        facets={answer?.facets}
        cappedFacets={answer?.cappedFacets ?? NO_FACETS}
        groups={groups.data ?? []}
        narrow={narrow}
        onChange={setView}
      />
      <Stack
        direction="row"
        sx={{ gap: 2, mb: 2, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id={RESULTS_ID} component="h2" variant="h6" sx={{ fontWeight: 600 }}>
            {t('search.results')}
          </Typography>
          <Typography role="status" color="text.secondary">
            {answer ? t('search.total', { count: totalText(answer) }) : ''}
          </Typography>
        </Box>
        <SearchSort view={view} onChange={setView} />
      </Stack>
      {search.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('search.loadFailed')}
        </Alert>
      ) : null}
      <SearchResults
        answer={answer}
        loading={search.isFetching}
        view={view}
        onViewChange={setView}
        typeNames={typeNames}
        onPreview={setPreviewId}
        labelledBy={RESULTS_ID}
      />
      <TalePreviewDialog taleId={previewId} onClose={() => setPreviewId(null)} />
    </Box>
  );
}
