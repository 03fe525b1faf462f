import type { UserRow } from '@masal/shared';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useDeferredValue, useMemo, useState } from 'react';
import { t } from '../../i18n/i18n.ts';
import { useUserDetail, useUserList } from '../users/use-users.ts';

type Person = Pick<UserRow, 'userId' | 'name' | 'surname' | 'email'>;

const SUGGESTIONS = 20;
const labelOf = (p: Person) => `${p.name} ${p.surname}`;

/**
 * The person who acted: suggestions from GET /v1/users?q= as the admin types (name, surname or e-mail,
 * folded on the server); the chosen one is shown by name after a reload (GET /v1/users/{id}).
 */
export function AuditPersonField({
  userId,
  onChange,
}: {
  userId: number | undefined;
  onChange: (userId: number | undefined) => void;
}) {
  const [input, setInput] = useState('');
  const chosen = useUserDetail(userId ?? null);
  const value: Person | null = userId !== undefined && chosen.data?.userId === userId ? chosen.data : null;
  // The chosen person's name in the field is not a search.
  const q = useDeferredValue(value && input === labelOf(value) ? '' : input.trim());
  const list = useUserList({ q, page: 0, pageSize: SUGGESTIONS, sort: 'surname', order: 'asc' });
  const options = useMemo(() => {
    const found: Person[] = list.data?.rows ?? [];
    // The chosen person stays an option, so the field can show them whatever was typed.
    return value && !found.some((p) => p.userId === value.userId) ? [value, ...found] : found;
  }, [list.data, value]);

  return (
    <Autocomplete
      id="audit-person"
      options={options}
      value={value}
      onChange={(_event, person) => onChange(person?.userId)}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      // The server already matched the text (Turkish folding, e-mail too).
      filterOptions={(all) => all}
      getOptionLabel={labelOf}
      isOptionEqualToValue={(a, b) => a.userId === b.userId}
      getOptionKey={(p) => p.userId}
      renderOption={({ key, ...props }, person) => (
        <li key={key} {...props}>
          <span>
            {labelOf(person)}
            <br />
            <small>{person.email}</small>
          </span>
        </li>
      )}
      loading={list.isFetching}
      loadingText={t('audit.personLoading')}
      noOptionsText={t('audit.personNone')}
      size="small"
      sx={{ flex: '2 1 220px', minWidth: 0 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('audit.person')}
          placeholder={value ? undefined : t('audit.personHint')}
          slotProps={{ ...params.slotProps, inputLabel: { ...params.slotProps.inputLabel, shrink: true } }}
        />
      )}
    />
  );
}
