import { useEffect } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { authApi } from '../api/masal-api.ts';
import { Loader } from '../components/loader.tsx';
import { Toaster } from '../components/toaster.tsx';
import { getToken, updateAuthUser, useLoading } from './session-store.ts';

let refreshed = false;

/** Everything every page shares: the loader, the toasts and, once per load, the stored user refreshed. */
export function RootShell() {
  const loading = useLoading();
  const navigation = useNavigation();

  useEffect(() => {
    if (refreshed || !getToken()) return;
    refreshed = true;
    void authApi.me().then((result) => {
      if (result.ok && result.data.user) updateAuthUser(result.data.user);
    });
  }, []);

  return (
    <>
      <Loader active={loading || navigation.state === 'loading'} />
      <Outlet />
      <Toaster />
    </>
  );
}
