import { PAST_REVIEW_DECISIONS } from '@masal/shared';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DayField } from '../../../components/day-field.tsx';
import { type FilterOption, FilterSelect } from '../../../components/filter-select.tsx';
import { t } from '../../../i18n/i18n.ts';
import { decisionLabel } from './past-review-labels.ts';
import { hasFilters, type PastReviewView } from './past-reviews-view.ts';

const DECISIONS: FilterOption[] = PAST_REVIEW_DECISIONS.map((value) => ({
  value,
  label: decisionLabel(value),
}));

/** Decision and days; every change lands in the URL. */
export function PastReviewFilters({
  view,
  onChange,
}: {
  view: PastReviewView;
  onChange: (patch: Partial<PastReviewView>) => void;
}) {
  return (
    <Stack
      direction="row"
      role="group"
      aria-label={t('pastReviews.filters')}
      sx={{ flexWrap: 'wrap', gap: 2, mb: 2, minWidth: 0, alignItems: 'center' }}
    >
      <FilterSelect
        id="past-reviews-decision"
        label={t('pastReviews.decision')}
        value={view.decision ?? ''}
        onChange={(value) =>
          onChange({ decision: (value || undefined) as PastReviewView['decision'] | undefined })
        }
        options={DECISIONS}
      />
      <DayField
        id="past-reviews-from"
        label={t('pastReviews.from')}
        value={view.from}
        max={view.to}
        onChange={(from) => onChange({ from })}
      />
      <DayField
        id="past-reviews-to"
        label={t('pastReviews.to')}
        value={view.to}
        min={view.from}
        onChange={(to) => onChange({ to })}
      />
      {hasFilters(view) ? (
        <Button onClick={() => onChange({ decision: undefined, from: undefined, to: undefined })}>
          {t('pastReviews.clearFilters')}
        </Button>
      ) : null}
    </Stack>
  );
}
