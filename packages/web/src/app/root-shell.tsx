import { useEffect } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { Loader } from '../components/loader.tsx';
import { Toaster } from '../components/toaster.tsx';
import { authApi } from '../features/auth/auth-api.ts';
import { refreshStoredUser, useLoading } from '../session/session-store.ts';

/** Everything every page shares: the loader, the toasts and, once per load, the stored user refreshed. */
export function RootShell() {
  const loading = useLoading();
  const navigation = useNavigation();

  useEffect(() => {
    void refreshStoredUser(authApi.me);
  }, []);

  return (
    <>
      <Loader active={loading || navigation.state === 'loading'} />
      <Outlet />
      <Toaster />
    </>
  );
}
