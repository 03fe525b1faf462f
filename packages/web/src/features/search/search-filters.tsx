import type { DetailSearchAnswer, SearchFacet, TaleGroupEntry } from '@masal/shared';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { DayField } from '../../components/day-field.tsx';
import { FilterSelect } from '../../components/filter-select.tsx';
import { SearchTextField } from '../../components/search-text-field.tsx';
import { t } from '../../i18n/i18n.ts';
import { placePatch } from '../tales/tale-management/management-view.ts';
import {
  type Choice,
  COPYRIGHT_CHOICES,
  cityChoices,
  EDUCATION_CHOICES,
  facetCount,
  facetOptions,
  groupChoices,
  groupOfSubGroup,
  PRESENCE_CHOICES,
  REGION_CHOICES,
  STATUS_CHOICES,
  subGroupChoices,
  TALE_SOURCE_CHOICES,
  withCount,
} from './facet-options.ts';
import { filterCount, NO_FILTERS, type SearchView } from './search-view.ts';

type Facets = DetailSearchAnswer['facets'] | undefined;
type Change = (patch: Partial<SearchView>) => void;

const NAME_MAX = 100;
const FIELDS_ID = 'search-filters-fields';

/** A filter's select: its choices with their counts, "Tümü" clears it; the value as the URL writes it. */
function FacetSelect({
  name,
  label,
  choices,
  view,
  facets,
  cappedFacets,
  onChange,
  parse = (value) => value,
}: {
  name: SearchFacet;
  label: string;
  choices: readonly Choice[];
  view: SearchView;
  facets: Facets;
  cappedFacets: readonly SearchFacet[];
  onChange: Change;
  /** The view's value of a chosen string (a number, true or false). */
  parse?: (value: string) => unknown;
}) {
  const chosen = view[name] === undefined ? '' : String(view[name]);
  return (
    <FilterSelect
      id={`search-${name}`}
      label={label}
      value={chosen}
      onChange={(value) => onChange({ [name]: value === '' ? undefined : parse(value) })}
      options={facetOptions(choices, facets?.[name], chosen, cappedFacets.includes(name))}
    />
  );
}

const asNumber = (value: string) => Number(value);
const asBoolean = (value: string) => value === 'true';

/**
 * The detailed search's filters: status, place, type, compiler, source person, the narrator's
 * education, copyright, the tale's source, its media, the days and possible copies, each value with the
 * number of matching tales. Collapsed on a phone; every change lands in the URL.
 */
export function SearchFilters({
  view,
  facets,
  cappedFacets,
  groups,
  narrow,
  onChange,
}: {
  view: SearchView;
  facets: Facets;
  /** The facets whose counts are lower bounds ("1.240+"). */
  cappedFacets: readonly SearchFacet[];
  groups: readonly TaleGroupEntry[];
  narrow: boolean;
  onChange: Change;
}) {
  const set = filterCount(view);
  const common = { view, facets, cappedFacets, onChange };
  const capped = (facet: SearchFacet) => cappedFacets.includes(facet);
  const copies = facetCount(facets?.possibleCopy, true);
  return (
    <Accordion
      defaultExpanded={!narrow}
      disableGutters
      variant="outlined"
      sx={{ mb: 2, minWidth: 0 }}
      slotProps={{ heading: { component: 'h2' } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={FIELDS_ID}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {set > 0 ? t('search.filtersSet', { count: set }) : t('search.filters')}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={FIELDS_ID}>
        <Box
          role="group"
          aria-label={t('search.filters')}
          sx={{
            display: 'grid',
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              sm: 'repeat(2, minmax(0, 1fr))',
              md: 'repeat(3, minmax(0, 1fr))',
              lg: 'repeat(4, minmax(0, 1fr))',
            },
            gap: 2,
            alignItems: 'center',
          }}
        >
          {/* The status names are long ("Gönderildi — editör bekliyor (12)"): two columns where there are two. */}
          <Box sx={{ gridColumn: { sm: 'span 2' }, display: 'flex', minWidth: 0 }}>
            <FacetSelect
              {...common}
              name="actionId"
              label={t('search.status')}
              choices={STATUS_CHOICES}
              parse={asNumber}
            />
          </Box>
          <FilterSelect
            id="search-area"
            label={t('search.area')}
            value={view.area ?? ''}
            onChange={(area) => onChange(placePatch(view, { area }))}
            options={facetOptions(REGION_CHOICES, facets?.area, view.area ?? '', capped('area'))}
          />
          <FilterSelect
            id="search-city"
            label={t('search.city')}
            value={view.city ?? ''}
            onChange={(city) => onChange(placePatch(view, { city }))}
            options={facetOptions(cityChoices(view.area), facets?.city, view.city ?? '', capped('city'))}
          />
          <FilterSelect
            id="search-groupId"
            label={t('search.group')}
            value={view.groupId === undefined ? '' : String(view.groupId)}
            onChange={(value) => {
              const groupId = value ? Number(value) : undefined;
              const keepsSubGroup =
                groupId !== undefined &&
                view.subGroupId !== undefined &&
                groupOfSubGroup(groups, view.subGroupId) === groupId;
              onChange({ groupId, subGroupId: keepsSubGroup ? view.subGroupId : undefined });
            }}
            options={facetOptions(
              groupChoices(groups),
              facets?.groupId,
              String(view.groupId ?? ''),
              capped('groupId'),
            )}
          />
          <FilterSelect
            id="search-subGroupId"
            label={t('search.subGroup')}
            value={view.subGroupId === undefined ? '' : String(view.subGroupId)}
            onChange={(value) => {
              const subGroupId = value ? Number(value) : undefined;
              const groupId = subGroupId === undefined ? view.groupId : groupOfSubGroup(groups, subGroupId);
              onChange({ subGroupId, groupId });
            }}
            options={facetOptions(
              subGroupChoices(groups, view.groupId),
              facets?.subGroupId,
              String(view.subGroupId ?? ''),
              capped('subGroupId'),
            )}
          />
          <SearchTextField
            id="search-compiler"
            name="compiler"
            label={t('search.compiler')}
            value={view.compiler ?? ''}
            onSearch={(compiler) => onChange({ compiler })}
            maxLength={NAME_MAX}
          />
          <SearchTextField
            id="search-sourcePerson"
            name="sourcePerson"
            label={t('search.sourcePerson')}
            value={view.sourcePerson ?? ''}
            onSearch={(sourcePerson) => onChange({ sourcePerson })}
            maxLength={NAME_MAX}
          />
          <FacetSelect
            {...common}
            name="educationLevel"
            label={t('search.educationLevel')}
            choices={EDUCATION_CHOICES}
          />
          <FacetSelect
            {...common}
            name="copyrightStatus"
            label={t('search.copyrightStatus')}
            choices={COPYRIGHT_CHOICES}
            parse={asNumber}
          />
          <FacetSelect
            {...common}
            name="taleSource"
            label={t('search.taleSource')}
            choices={TALE_SOURCE_CHOICES}
            parse={asNumber}
          />
          <FacetSelect
            {...common}
            name="hasVideo"
            label={t('search.hasVideo')}
            choices={PRESENCE_CHOICES}
            parse={asBoolean}
          />
          <FacetSelect
            {...common}
            name="hasAudio"
            label={t('search.hasAudio')}
            choices={PRESENCE_CHOICES}
            parse={asBoolean}
          />
          <FacetSelect
            {...common}
            name="hasImage"
            label={t('search.hasImage')}
            choices={PRESENCE_CHOICES}
            parse={asBoolean}
          />
          <DayField
            id="search-submittedFrom"
            label={t('search.submittedFrom')}
            value={view.submittedFrom}
            max={view.submittedTo}
            onChange={(submittedFrom) => onChange({ submittedFrom })}
          />
          <DayField
            id="search-submittedTo"
            label={t('search.submittedTo')}
            value={view.submittedTo}
            min={view.submittedFrom}
            onChange={(submittedTo) => onChange({ submittedTo })}
          />
          <DayField
            id="search-compiledFrom"
            label={t('search.compiledFrom')}
            value={view.compiledFrom}
            max={view.compiledTo}
            onChange={(compiledFrom) => onChange({ compiledFrom })}
          />
          <DayField
            id="search-compiledTo"
            label={t('search.compiledTo')}
            value={view.compiledTo}
            min={view.compiledFrom}
            onChange={(compiledTo) => onChange({ compiledTo })}
          />
          <FormControlLabel
            control={
              <Checkbox
                id="search-possibleCopy"
                checked={view.possibleCopy === true}
                onChange={(e) => onChange({ possibleCopy: e.target.checked ? true : undefined })}
              />
            }
            label={
              copies === undefined
                ? t('search.possibleCopy')
                : withCount(t('search.possibleCopy'), copies, capped('possibleCopy'))
            }
          />
          {set > 0 ? (
            <Button onClick={() => onChange(NO_FILTERS)} sx={{ justifySelf: 'start' }}>
              {t('search.clearFilters')}
            </Button>
          ) : null}
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}
