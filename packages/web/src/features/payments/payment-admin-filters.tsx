import { PAYMENT_STATUS_LIST, REGIONS } from '@masal/shared';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DayField } from '../../components/day-field.tsx';
import { type FilterOption, FilterSelect } from '../../components/filter-select.tsx';
import { SearchTextField } from '../../components/search-text-field.tsx';
import { t } from '../../i18n/i18n.ts';
import { useInstitutions } from '../institutions/use-institutions.ts';
import { statusLabel } from './payment-labels.tsx';
import { hasFilters, type PaymentAdminView } from './payments-admin-view.ts';

const STATUSES: FilterOption[] = PAYMENT_STATUS_LIST.map((value) => ({ value, label: statusLabel(value) }));
const PERIODS = ['created', 'approved', 'paid'] as const;
const AREAS: FilterOption[] = REGIONS.map((value) => ({ value, label: value }));
const CLEARED = {
  status: undefined,
  period: undefined,
  from: undefined,
  to: undefined,
  compiler: undefined,
  institutionId: undefined,
  area: undefined,
};

/** Status, period (which date, from, to), compiler, institution, region; every change lands in the URL. */
export function PaymentAdminFilters({
  view,
  onChange,
}: {
  view: PaymentAdminView;
  onChange: (patch: Partial<PaymentAdminView>) => void;
}) {
  const institutions = useInstitutions();
  const institutionOptions: FilterOption[] = (institutions.data ?? []).map((i) => ({
    value: i.institutionId,
    label: i.name,
  }));
  return (
    <Stack
      direction="row"
      role="group"
      aria-label={t('payments.admin.filters')}
      sx={{ flexWrap: 'wrap', gap: 2, mb: 2, minWidth: 0, alignItems: 'center' }}
    >
      <FilterSelect
        id="payments-status"
        label={t('payments.admin.status')}
        value={view.status ?? ''}
        onChange={(value) => onChange({ status: (value || undefined) as PaymentAdminView['status'] })}
        options={STATUSES}
      />
      <SearchTextField
        id="payments-compiler"
        name="compiler"
        label={t('payments.admin.compiler')}
        value={view.compiler ?? ''}
        onSearch={(compiler) => onChange({ compiler: compiler || undefined })}
        maxLength={100}
        sx={{ flex: '1 1 180px', minWidth: 0 }}
      />
      <FilterSelect
        id="payments-institution"
        label={t('payments.admin.institution')}
        value={view.institutionId === undefined ? '' : String(view.institutionId)}
        onChange={(value) => onChange({ institutionId: value ? Number(value) : undefined })}
        options={institutionOptions}
      />
      <FilterSelect
        id="payments-area"
        label={t('payments.admin.area')}
        value={view.area ?? ''}
        onChange={(value) => onChange({ area: value || undefined })}
        options={AREAS}
      />
      {/* Which date the days below read; no "all": some date always does. */}
      <TextField
        select
        id="payments-period"
        label={t('payments.admin.period')}
        value={view.period ?? 'created'}
        onChange={(e) => onChange({ period: e.target.value as PaymentAdminView['period'] })}
        size="small"
        sx={{ flex: '1 1 160px', minWidth: 0 }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {PERIODS.map((value) => (
          <option key={value} value={value}>
            {t(`payments.admin.periods.${value}`)}
          </option>
        ))}
      </TextField>
      <DayField
        id="payments-from"
        label={t('payments.admin.from')}
        value={view.from}
        max={view.to}
        onChange={(from) => onChange({ from })}
      />
      <DayField
        id="payments-to"
        label={t('payments.admin.to')}
        value={view.to}
        min={view.from}
        onChange={(to) => onChange({ to })}
      />
      {hasFilters(view) ? (
        <Button onClick={() => onChange(CLEARED)}>{t('payments.admin.clearFilters')}</Button>
      ) : null}
    </Stack>
  );
}
