import type { AuthUser } from '@masal/shared';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import SettingsIcon from '@mui/icons-material/Settings';
import TranslateIcon from '@mui/icons-material/Translate';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import { useEffect, useRef, useState } from 'react';
import { HeaderSearch } from '../../features/search/header-search.tsx';
import { t } from '../../i18n/i18n.ts';
import { AppWordmark } from './app-wordmark.tsx';

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
  // The phone's search over the bar; the input takes the focus when it opens and gives it back when it closes.
  const [phoneSearch, setPhoneSearch] = useState(false);
  const searchInput = useRef<HTMLInputElement>(null);
  const phoneSearchButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (phoneSearch) searchInput.current?.focus();
  }, [phoneSearch]);
  const closePhoneSearch = () => {
    setPhoneSearch(false);
    // After the render that shows the button again.
    setTimeout(() => phoneSearchButton.current?.focus());
  };
  // While the phone's search is open it has the bar to itself.
  const besideSearch = (display: 'block' | 'flex' | 'inline-flex') =>
    phoneSearch ? { display: { xs: 'none', sm: display } } : {};

  return (
    <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: { xs: 1, sm: 2 } }}>
        {showMenuButton ? (
          <IconButton
            color="inherit"
            edge="start"
            aria-label={t('layout.openMenu')}
            onClick={onOpenMenu}
            sx={besideSearch('inline-flex')}
          >
            <MenuIcon />
          </IconButton>
        ) : null}
        <AppWordmark sx={besideSearch('flex')} />
        {/* Seed §2's search: beside the name on a wide screen; on a phone an icon opens it over the bar. */}
        <Box
          component="search"
          onKeyDown={(e) => {
            // Escape with the results closed (the popup handles it while open) closes the phone's search.
            if (e.key === 'Escape' && phoneSearch) closePhoneSearch();
          }}
          sx={{
            flexGrow: 1,
            maxWidth: { sm: 420 },
            display: { xs: phoneSearch ? 'flex' : 'none', sm: 'block' },
            minWidth: 0,
            alignItems: 'center',
            gap: 1,
          }}
        >
          <IconButton
            color="inherit"
            aria-label={t('search.closePhone')}
            onClick={closePhoneSearch}
            sx={{ display: { sm: 'none' } }}
          >
            {/* "Back" points the way the page reads. */}
            <ArrowBackIcon sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />
          </IconButton>
          <HeaderSearch inputRef={searchInput} />
        </Box>
        <Box sx={{ flexGrow: 1, ...besideSearch('block') }} />
        <IconButton
          ref={phoneSearchButton}
          color="inherit"
          aria-label={t('layout.searchLabel')}
          aria-expanded={phoneSearch}
          onClick={() => setPhoneSearch(true)}
          sx={{ display: { xs: phoneSearch ? 'none' : 'inline-flex', sm: 'none' } }}
        >
          <SearchIcon />
        </IconButton>
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
          <IconButton
            color="inherit"
            aria-label={t('layout.settings')}
            onClick={onOpenSettings}
            sx={besideSearch('inline-flex')}
          >
            <SettingsIcon />
          </IconButton>
        </Tooltip>
        <IconButton
          aria-label={t('layout.userMenu')}
          aria-haspopup="menu"
          aria-expanded={Boolean(userAnchor)}
          onClick={(e) => setUserAnchor(e.currentTarget)}
          sx={{ p: 0.5, ...besideSearch('inline-flex') }}
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
