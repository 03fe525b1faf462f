import { useEffect } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { Loader } from '../components/loader.tsx';
import { Toaster } from '../components/toaster.tsx';
import { authApi } from '../features/auth/auth-api.ts';
import { refreshStoredUser, useLoading } from '../session/session-store.ts';
import { useServiceWorker } from './offline/use-service-worker.ts';

/**
 * Everything every page shares: the loader, the toasts, once per load the stored user refreshed, and the
 * service worker for whoever is signed in.
 */
export function RootShell() {
  const loading = useLoading();
  const navigation = useNavigation();
  useServiceWorker();

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
