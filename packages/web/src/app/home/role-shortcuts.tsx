import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { t } from '../../i18n/i18n.ts';
import { menuFor } from '../../navigation/menu-items.ts';

/** The main screens of the user's roles, as the menu lists them (the home page itself left out). */
export function RoleShortcuts({ roleIds }: { roleIds: readonly number[] }) {
  const groups = menuFor(roleIds).filter((g) => g.permission !== null);
  if (groups.length === 0) return null;
  return (
    <Stack component="nav" aria-labelledby="role-shortcuts-heading" spacing={1.5} sx={{ mt: 3 }}>
      <Typography id="role-shortcuts-heading" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('home.shortcutsTitle')}
      </Typography>
      {groups.map((group) => (
        <Stack key={group.key} spacing={0.5}>
          <Typography component="h3" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
            {t(group.title)}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {group.items.map((item) => (
              <Button key={item.path} component={RouterLink} to={item.path} variant="outlined" size="small">
                {t(item.label)}
              </Button>
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
