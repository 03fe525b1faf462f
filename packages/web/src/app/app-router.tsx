import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '../components/loader.tsx';
import { NOT_FOUND_PAGE, UNAUTHORIZED_PAGE } from './navigation.ts';
import { RootShell } from './root-shell.tsx';
import { RequireAuth, RootRoute, SignInRoute } from './route-guards.tsx';
import { UNAVAILABLE_SCREENS } from './unavailable-screens.ts';

// Only the sign-in page is in the first download; every other page loads on demand.
const queryShell = async () => ({ Component: (await import('./query-shell.tsx')).QueryShell });
const signUp = async () => ({ Component: (await import('../features/auth/sign-up-page.tsx')).SignUpPage });
const forgot = async () => ({
  Component: (await import('../features/auth/forgot-password-page.tsx')).ForgotPasswordPage,
});
const reset = async () => ({
  Component: (await import('../features/auth/reset-password-page.tsx')).ResetPasswordPage,
});
const activation = async () => ({
  Component: (await import('../features/auth/activation-page.tsx')).ActivationPage,
});
const unauthorized = async () => ({
  Component: (await import('../features/errors/unauthorized-page.tsx')).UnauthorizedPage,
});
const notFound = async () => ({
  Component: (await import('../features/errors/not-found-page.tsx')).NotFoundPage,
});
const notFoundInLayout = async () => ({
  Component: (await import('../features/errors/not-found-page.tsx')).NotFoundInLayoutPage,
});
const layout = async () => ({ Component: (await import('./layout/app-layout.tsx')).AppLayout });
const home = async () => ({ Component: (await import('../features/home/home-page.tsx')).HomePage });
const taleSave = async () => ({
  Component: (await import('../features/tales/tale-save-page.tsx')).TaleSavePage,
});
const taleList = async () => ({
  Component: (await import('../features/tales/tale-list-page.tsx')).TaleListPage,
});
const taleListInbox = async () => ({
  Component: (await import('../features/tales/tale-list-inbox-page.tsx')).TaleListInboxPage,
});
const institutions = async () => ({
  Component: (await import('../features/institutions/institutions-page.tsx')).InstitutionsPage,
});
const unavailable = async () => ({
  Component: (await import('../features/unavailable/screen-unavailable-page.tsx')).ScreenUnavailablePage,
});

const routes: RouteObject[] = [
  {
    element: <RootShell />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      { path: '/', element: <RootRoute /> },
      { path: '/signin', element: <SignInRoute /> },
      {
        lazy: queryShell,
        children: [
          { path: '/signUp', lazy: signUp },
          { path: '/forgotMyPassword', lazy: forgot },
          { path: '/resetPassword', lazy: reset },
          { path: '/activationUser', lazy: activation },
          { path: UNAUTHORIZED_PAGE, lazy: unauthorized },
          { path: NOT_FOUND_PAGE, lazy: notFound },
          {
            path: '/masal',
            element: <RequireAuth />,
            children: [
              {
                lazy: layout,
                children: [
                  { index: true, lazy: home },
                  { path: 'sample-page', lazy: home },
                  { path: 'taleSave', lazy: taleSave, caseSensitive: true },
                  { path: 'taleList', lazy: taleList, caseSensitive: true },
                  { path: 'taleListInbox', lazy: taleListInbox, caseSensitive: true },
                  { path: 'institutions', lazy: institutions, caseSensitive: true },
                  ...UNAVAILABLE_SCREENS.map((screen) => ({
                    path: screen,
                    lazy: unavailable,
                    caseSensitive: true,
                  })),
                  { path: '*', lazy: notFoundInLayout },
                ],
              },
            ],
          },
          { path: '*', lazy: notFound },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
