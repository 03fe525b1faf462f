import type { TaleGroupEntry } from '@masal/shared';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { t } from '../../../i18n/i18n.ts';
import { FormSection } from '../../tales/form/form-section.tsx';
import { ReviewReadOnlyValue } from './review-read-only-value.tsx';
import { type ReviewValues, subGroupsOf } from './review-values.ts';
import { useTaleGroups } from './use-tale-groups.ts';

interface Option {
  value: string;
  label: string;
}

/** A native select (kind to phones and keyboards), or its chosen value as text when read-only. */
function ChoiceField({
  name,
  label,
  options,
  loading,
  editable,
  onChosen,
}: {
  name: 'groupId' | 'subGroupId';
  label: string;
  options: Option[];
  /** The options are still on their way: a chosen value cannot be named yet. */
  loading: boolean;
  editable: boolean;
  onChosen?: () => void;
}) {
  const { control } = useFormContext<ReviewValues>();
  const id = `review-${name}`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) =>
        editable ? (
          <TextField
            select
            fullWidth
            id={id}
            name={field.name}
            label={label}
            value={field.value}
            onChange={(e) => {
              field.onChange(e.target.value);
              onChosen?.();
            }}
            onBlur={field.onBlur}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
            slotProps={{
              select: { native: true },
              inputLabel: { shrink: true },
              htmlInput: { ref: field.ref },
            }}
          >
            <option value="">{t('taleForm.choose')}</option>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </TextField>
        ) : (
          <ReviewReadOnlyValue
            label={label}
            value={options.find((o) => o.value === field.value)?.label}
            loading={loading && field.value !== ''}
          />
        )
      }
    />
  );
}

const groupOptions = (groups: readonly TaleGroupEntry[]): Option[] =>
  groups.map((g) => ({ value: String(g.groupId), label: g.groupName }));

/** The tale group (then a subgroup of it) and the context the editor records. */
export function ReviewClassificationSection({ editable }: { editable: boolean }) {
  const groups = useTaleGroups();
  const { register, setValue } = useFormContext<ReviewValues>();
  const { errors } = useFormState<ReviewValues>({ name: 'contextProperties' });
  const groupId = useWatch<ReviewValues, 'groupId'>({ name: 'groupId' });
  const contextValue = useWatch<ReviewValues, 'contextProperties'>({ name: 'contextProperties' });
  const list = groups.data ?? [];
  const subGroups = subGroupsOf(list, groupId).map((s) => ({
    value: String(s.subGroupId),
    label: s.subGroupName,
  }));
  const { ref, ...context } = register('contextProperties');

  return (
    <FormSection title={t('review.sectionClassification')}>
      <Stack spacing={2.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <ChoiceField
            name="groupId"
            label={t('review.group')}
            options={groupOptions(list)}
            loading={groups.isPending}
            editable={editable}
            // Another group's subgroup would not fit the new one.
            onChosen={() => setValue('subGroupId', '', { shouldDirty: true })}
          />
          <ChoiceField
            name="subGroupId"
            label={t('review.subGroup')}
            options={subGroups}
            loading={groups.isPending}
            editable={editable}
          />
        </Stack>
        {editable ? (
          <TextField
            {...context}
            inputRef={ref}
            id="review-contextProperties"
            label={t('taleForm.contextProperties')}
            multiline
            minRows={3}
            fullWidth
            error={Boolean(errors.contextProperties)}
            helperText={errors.contextProperties?.message ?? t('taleForm.contextPropertiesHelp')}
          />
        ) : (
          <ReviewReadOnlyValue label={t('taleForm.contextProperties')} value={contextValue} />
        )}
      </Stack>
    </FormSection>
  );
}
