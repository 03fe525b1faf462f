import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { PageLoader } from '../components/loader.tsx';
import { SignInPage } from '../features/auth/sign-in-page.tsx';
import {
  getInitialUrl,
  HOME_PAGE,
  isEntryPath,
  MAIN_PAGE,
  setInitialUrl,
  UNAUTHORIZED_PAGE,
} from '../navigation/pages.ts';
import { useAuthUser, useUserUnchecked } from '../session/session-store.ts';
import { canOpen } from './screens.ts';

/** Where the root sends the visitor (seed §2 "Root redirect logic"); null: stay and show sign-in. */
function rootTarget(signedIn: boolean, initial: string | null): string | null {
  if (initial?.startsWith('/resetPassword')) return initial;
  if (!signedIn) return import.meta.env.DEV ? MAIN_PAGE : null;
  if (!initial || isEntryPath(initial)) return HOME_PAGE;
  return initial;
}

/** `/`: in production the main page itself (sign-in when logged out); otherwise a redirect. */
export function RootRoute() {
  const user = useAuthUser();
  const navigate = useNavigate();
  const target = rootTarget(user !== null, getInitialUrl());

  useEffect(() => {
    if (!target) return;
    // The initial URL is used once; sign-in alone does not consume it.
    if (user || target.startsWith('/resetPassword')) setInitialUrl(null);
    navigate(target, { replace: true });
  }, [target, user, navigate]);

  return target ? null : <SignInPage />;
}

/** /signin: a signed-in visitor goes on through the root redirect. */
export function SignInRoute() {
  const user = useAuthUser();
  if (user) return <Navigate to="/" replace />;
  return <SignInPage />;
}

/**
 * /masal/…: signed-in users only; others go to sign-in and come back here afterwards. A screen
 * the user's roles may not open (screens.ts) shows /401 instead of failing on its first request.
 */
export function RequireAuth() {
  const user = useAuthUser();
  const unchecked = useUserUnchecked();
  const location = useLocation();
  if (!user) {
    if (getInitialUrl() === null) setInitialUrl(location.pathname + location.search);
    return <Navigate to={MAIN_PAGE} replace />;
  }
  const roleIds = user.userRoles.map((r) => r.roleId);
  if (!canOpen(location.pathname, location.search, roleIds))
    // Stored roles may be stale (a role given since): refused only once the server has answered.
    return unchecked ? <PageLoader /> : <Navigate to={UNAUTHORIZED_PAGE} replace />;
  return <Outlet />;
}
