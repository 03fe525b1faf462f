import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditAction, type AuditEntity } from '@masal/shared';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DayField } from '../../components/day-field.tsx';
import { type FilterOption, FilterSelect } from '../../components/filter-select.tsx';
import { t } from '../../i18n/i18n.ts';
import { AuditPersonField } from './audit-person-field.tsx';
import { type AuditView, hasFilters } from './audit-view.ts';

const ENTITIES: FilterOption[] = Object.entries(AUDIT_ENTITIES).map(([value, label]) => ({ value, label }));
const ACTIONS: FilterOption[] = Object.entries(AUDIT_ACTIONS).map(([value, label]) => ({ value, label }));

/** Person, kind of record, action and days; every change lands in the URL. */
export function AuditFilters({
  view,
  onChange,
}: {
  view: AuditView;
  onChange: (patch: Partial<AuditView>) => void;
}) {
  // Under a kind of record, only its actions.
  const actions = view.entity
    ? ACTIONS.filter((a) => String(a.value).startsWith(`${view.entity}.`))
    : ACTIONS;
  return (
    <Stack
      direction="row"
      role="group"
      aria-label={t('audit.filters')}
      sx={{ flexWrap: 'wrap', gap: 2, mb: 2, minWidth: 0 }}
    >
      <AuditPersonField userId={view.userId} onChange={(userId) => onChange({ userId })} />
      <FilterSelect
        id="audit-entity"
        label={t('audit.entity')}
        value={view.entity ?? ''}
        onChange={(value) => {
          const entity = (value || undefined) as AuditEntity | undefined;
          const keepsAction = !entity || !view.action || view.action.startsWith(`${entity}.`);
          onChange(keepsAction ? { entity } : { entity, action: undefined });
        }}
        options={ENTITIES}
      />
      <FilterSelect
        id="audit-action"
        label={t('audit.action')}
        value={view.action ?? ''}
        onChange={(value) => onChange({ action: (value || undefined) as AuditAction | undefined })}
        options={actions}
      />
      <DayField
        id="audit-from"
        label={t('audit.from')}
        value={view.from}
        max={view.to}
        onChange={(from) => onChange({ from })}
      />
      <DayField
        id="audit-to"
        label={t('audit.to')}
        value={view.to}
        min={view.from}
        onChange={(to) => onChange({ to })}
      />
      {hasFilters(view) ? (
        <Button
          onClick={() =>
            onChange({
              userId: undefined,
              entity: undefined,
              action: undefined,
              from: undefined,
              to: undefined,
            })
          }
        >
          {t('audit.clear')}
        </Button>
      ) : null}
    </Stack>
  );
}
