import { ROLES } from '@masal/shared';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { t } from '../../i18n/i18n.ts';

/** The 9 roles of decisions.md as checkboxes, in its order (ROLES); any set may be chosen. */
export function RoleCheckboxes({
  value,
  onChange,
  error,
}: {
  value: number[];
  onChange: (roleIds: number[]) => void;
  error?: string | undefined;
}) {
  const toggle = (roleId: number, on: boolean) =>
    onChange(on ? [...value, roleId].sort((a, b) => a - b) : value.filter((r) => r !== roleId));
  return (
    <FormControl component="fieldset" error={Boolean(error)} required fullWidth>
      <FormLabel component="legend">{t('users.rolesTitle')}</FormLabel>
      <FormGroup sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
        {ROLES.map((role) => (
          <FormControlLabel
            key={role.roleId}
            label={role.name}
            control={
              <Checkbox
                checked={value.includes(role.roleId)}
                onChange={(e) => toggle(role.roleId, e.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
      {error ? <FormHelperText>{error}</FormHelperText> : null}
    </FormControl>
  );
}
