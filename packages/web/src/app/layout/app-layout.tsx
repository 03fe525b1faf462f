import { DRAWER_BREAKPOINT_PX, PRODUCT_PATH } from '@masal/shared';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { authApi } from '../../features/auth/auth-api.ts';
import { DeviceWaitingBanner } from '../../features/tales/offline/device-waiting-banner.tsx';
import { HOME_PAGE, MAIN_PAGE, setInitialUrl } from '../../navigation/pages.ts';
import { clearSession, useAuthUser } from '../../session/session-store.ts';
import { forgetOwnTales, useServiceWorker } from '../offline/use-service-worker.ts';
import { AppBreadcrumbs } from './app-breadcrumbs.tsx';
import { AppFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';
import { AppSidebar, DRAWER_WIDTH } from './app-sidebar.tsx';
import { BankDetailsTip } from './bank-details-tip.tsx';
import { SkipLink } from './skip-link.tsx';
import { ThemeCustomizer } from './theme-customizer.tsx';

/** The authenticated area /masal/…: header, sidebar, content, footer (seed §2 "Layout"). */
export function AppLayout() {
  const user = useAuthUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const wide = useMediaQuery(`(min-width:${DRAWER_BREAKPOINT_PX}px)`, { noSsr: true });
  const [menuOpen, setMenuOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  useServiceWorker();

  if (!user) return null;

  const logout = async () => {
    await authApi.logout();
    // Seed §2: after logout the initial URL is the home page, which leads to the main page.
    setInitialUrl(HOME_PAGE);
    void forgetOwnTales();
    clearSession();
    queryClient.removeQueries({
      predicate: (q) => q.queryKey[0] !== 'institutions' && q.queryKey[0] !== 'config',
    });
    navigate(MAIN_PAGE, { replace: true });
  };

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      <AppHeader
        user={user}
        showMenuButton={!wide}
        onOpenMenu={() => setMenuOpen(true)}
        onOpenSettings={() => setSettingsOpen(true)}
        onProfile={() => navigate(`${PRODUCT_PATH}/profile`)}
        onLogout={() => void logout()}
      />
      <AppSidebar user={user} permanent={wide} open={menuOpen} onClose={() => setMenuOpen(false)} />
      <Box
        sx={{
          flexGrow: 1,
          minWidth: 0,
          display: 'flex',
          flexDirection: 'column',
          width: wide ? `calc(100% - ${DRAWER_WIDTH}px)` : '100%',
        }}
      >
        <Toolbar />
        <BankDetailsTip user={user} />
        <DeviceWaitingBanner userId={user.userId} />
        <Box
          component="main"
          id="main-content"
          tabIndex={-1}
          sx={{ flexGrow: 1, p: { xs: 2, sm: 3 }, '&:focus': { outline: 'none' } }}
        >
          <AppBreadcrumbs user={user} />
          <Outlet />
        </Box>
        <AppFooter />
      </Box>
      <ThemeCustomizer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </Box>
  );
}
