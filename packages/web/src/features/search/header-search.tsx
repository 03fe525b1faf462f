import { SEARCH_POPUP_HEIGHT, SEARCH_TEXT_MAX, type TaleSearchHit } from '@masal/shared';
import SearchIcon from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { type Ref, useState } from 'react';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { t } from '../../i18n/i18n.ts';
import { TalePreviewDialog } from '../tales/tale-preview-dialog.tsx';
import { HeaderSearchOption } from './header-search-option.tsx';
import { useHeaderSearch } from './search-api.ts';
import { useHeaderSearchText } from './use-header-search-text.ts';

const NO_HITS: TaleSearchHit[] = [];

/**
 * The header's search box (seed §2): typing asks the server once the text is longer than 2 characters,
 * Enter asks at once; the popup (400 px high) lists the tales found, and choosing one — by click, or by
 * the arrows and Enter — opens its preview, which loads the tale with its source person and upload list.
 */
export function HeaderSearch({ inputRef }: { inputRef?: Ref<HTMLInputElement> }) {
  const { input, setInput, query, submit } = useHeaderSearchText();
  const [popupWanted, setPopupWanted] = useState(false);
  const [previewId, setPreviewId] = useState<number | null>(null);
  const search = useHeaderSearch(query);
  const hits = query ? (search.data ?? NO_HITS) : NO_HITS;
  const open = popupWanted && query !== '';
  const waiting = search.isFetching && hits.length === 0;

  let status = '';
  if (query && !waiting) {
    if (search.isError) status = t('search.failed');
    else if (search.data) status = hits.length ? t('search.found', { count: hits.length }) : t('search.none');
  }

  return (
    <>
      <Autocomplete<TaleSearchHit>
        id="header-search"
        options={hits}
        value={null}
        onChange={(_event, hit) => {
          if (hit) setPreviewId(hit.taleId);
        }}
        inputValue={input}
        onInputChange={(_event, text, reason) => {
          // Only typing and clearing change the text: the box keeps what was typed when a result is chosen.
          if (reason === 'input' || reason === 'clear') setInput(text);
        }}
        open={open}
        onOpen={() => setPopupWanted(true)}
        onClose={() => setPopupWanted(false)}
        onKeyDown={(event) => {
          // Enter on a highlighted result chooses it; anywhere else it searches at once.
          const target = event.target as HTMLElement;
          if (event.key === 'Enter' && !(open && target.getAttribute('aria-activedescendant'))) {
            event.preventDefault();
            submit();
            setPopupWanted(true);
          }
        }}
        // The server matched the text (Turkish letters folded, typos forgiven) and ranked the results.
        filterOptions={(all) => all}
        getOptionLabel={(hit) => hit.taleName}
        getOptionKey={(hit) => hit.taleId}
        isOptionEqualToValue={(a, b) => a.taleId === b.taleId}
        renderOption={(props, hit) => <HeaderSearchOption key={hit.taleId} hit={hit} optionProps={props} />}
        clearOnBlur={false}
        forcePopupIcon={false}
        loading={waiting}
        loadingText={t('search.loading')}
        noOptionsText={search.isError ? t('search.failed') : t('search.none')}
        clearText={t('search.clear')}
        openText={t('search.open')}
        closeText={t('search.close')}
        fullWidth
        slotProps={{
          listbox: { sx: { maxHeight: SEARCH_POPUP_HEIGHT } },
          paper: { elevation: 8 },
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            name="searchText"
            size="small"
            variant="filled"
            label={t('layout.searchLabel')}
            sx={{
              bgcolor: 'background.paper',
              borderRadius: 1,
              // Its own edge, seen against the app bar in both themes and both directions (on the dark bar the
              // paper-coloured box had none): a border of ≥ 3:1 (WCAG 1.4.11).
              '& .MuiFilledInput-root': {
                borderRadius: 1,
                border: 1,
                borderColor: (theme) => (theme.palette.mode === 'dark' ? 'grey.500' : 'common.white'),
              },
            }}
            slotProps={{
              ...params.slotProps,
              htmlInput: {
                ...params.slotProps.htmlInput,
                maxLength: SEARCH_TEXT_MAX,
                enterKeyHint: 'search',
              },
              input: {
                ...params.slotProps.input,
                disableUnderline: true,
                endAdornment: (
                  <>
                    {params.slotProps.input.endAdornment}
                    <InputAdornment position="end">
                      <SearchIcon aria-hidden />
                    </InputAdornment>
                  </>
                ),
              },
            }}
            inputRef={inputRef}
          />
        )}
      />
      <Box role="status" sx={visuallyHidden}>
        {status}
      </Box>
      <TalePreviewDialog taleId={previewId} onClose={() => setPreviewId(null)} />
    </>
  );
}
