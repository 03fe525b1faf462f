import type { AuthUser } from '@masal/shared';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import SettingsIcon from '@mui/icons-material/Settings';
import TranslateIcon from '@mui/icons-material/Translate';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { t } from '../../i18n/i18n.ts';
import { HOME_PAGE } from '../navigation.ts';

export function AppHeader({
  user,
  showMenuButton,
  onOpenMenu,
  onOpenSettings,
  onProfile,
  onLogout,
}: {
  user: AuthUser;
  showMenuButton: boolean;
  onOpenMenu: () => void;
  onOpenSettings: () => void;
  onProfile: () => void;
  onLogout: () => void;
}) {
  const [userAnchor, setUserAnchor] = useState<HTMLElement | null>(null);
  const [langAnchor, setLangAnchor] = useState<HTMLElement | null>(null);
  const [search, setSearch] = useState('');

  return (
    <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: { xs: 1, sm: 2 } }}>
        {showMenuButton ? (
          <IconButton color="inherit" edge="start" aria-label={t('layout.openMenu')} onClick={onOpenMenu}>
            <MenuIcon />
          </IconButton>
        ) : null}
        <Link
          component={RouterLink}
          to={HOME_PAGE}
          color="inherit"
          underline="none"
          variant="h6"
          sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
        >
          {t('app.name')}
        </Link>
        {/* Header search (seed §2) is wired to the tale search in a later issue. */}
        <Box component="search" sx={{ flexGrow: 1, maxWidth: 420, display: { xs: 'none', sm: 'block' } }}>
          <TextField
            id="header-search"
            name="searchText"
            type="search"
            size="small"
            variant="filled"
            fullWidth
            label={t('layout.searchLabel')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            sx={{
              bgcolor: 'background.paper',
              borderRadius: 1,
              '& .MuiFilledInput-root': { borderRadius: 1 },
            }}
            slotProps={{
              input: {
                disableUnderline: true,
                endAdornment: (
                  <InputAdornment position="end">
                    <SearchIcon />
                  </InputAdornment>
                ),
              },
            }}
          />
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <Button
          color="inherit"
          startIcon={<TranslateIcon />}
          aria-label={`${t('layout.language')}: ${t('layout.languageTurkish')}`}
          aria-haspopup="menu"
          aria-expanded={Boolean(langAnchor)}
          onClick={(e) => setLangAnchor(e.currentTarget)}
          sx={{ display: { xs: 'none', md: 'inline-flex' } }}
        >
          {t('layout.languageTurkish')}
        </Button>
        <Menu anchorEl={langAnchor} open={Boolean(langAnchor)} onClose={() => setLangAnchor(null)}>
          <MenuItem selected lang="tr" onClick={() => setLangAnchor(null)}>
            {t('layout.languageTurkish')}
          </MenuItem>
        </Menu>
        <Tooltip title={t('layout.settings')}>
          <IconButton color="inherit" aria-label={t('layout.settings')} onClick={onOpenSettings}>
            <SettingsIcon />
          </IconButton>
        </Tooltip>
        <IconButton
          aria-label={t('layout.userMenu')}
          aria-haspopup="menu"
          aria-expanded={Boolean(userAnchor)}
          onClick={(e) => setUserAnchor(e.currentTarget)}
          sx={{ p: 0.5 }}
        >
          <Avatar src={user.profileImageUrl || undefined} alt="" sx={{ width: 36, height: 36 }} />
        </IconButton>
        <Menu
          anchorEl={userAnchor}
          open={Boolean(userAnchor)}
          onClose={() => setUserAnchor(null)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        >
          <MenuItem
            onClick={() => {
              setUserAnchor(null);
              onProfile();
            }}
          >
            {t('layout.profile')}
          </MenuItem>
          <MenuItem
            onClick={() => {
              setUserAnchor(null);
              onLogout();
            }}
          >
            {t('layout.logout')}
          </MenuItem>
        </Menu>
      </Toolbar>
    </AppBar>
  );
}
