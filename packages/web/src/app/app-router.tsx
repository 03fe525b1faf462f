import { READING_ROOM_PATH } from '@masal/shared/constants';
import { KVKK_PATH } from '@masal/shared/kvkk';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '../components/loader.tsx';
import { loadWholeCatalogue } from '../i18n/whole-catalogue.ts';
import { ACCESSIBILITY_PATH, NOT_FOUND_PAGE, UNAUTHORIZED_PAGE } from '../navigation/pages.ts';
import { RootShell } from './root-shell.tsx';
import { RequireAuth, RootRoute, SignInRoute } from './route-guards.tsx';

// Only the sign-in page is in the first download; every other page loads on demand.
const queryShell = async () => ({ Component: (await import('./query-shell.tsx')).QueryShell });
const signUp = async () => ({ Component: (await import('../features/auth/sign-up-page.tsx')).SignUpPage });
const forgot = async () => ({
  Component: (await import('../features/auth/forgot-password-page.tsx')).ForgotPasswordPage,
});
const reset = async () => ({
  Component: (await import('../features/auth/reset-password-page.tsx')).ResetPasswordPage,
});
const invitation = async () => ({
  Component: (await import('../features/auth/invitation-page.tsx')).InvitationPage,
});
const activation = async () => ({
  Component: (await import('../features/auth/activation-page.tsx')).ActivationPage,
});
const confirmEmail = async () => ({
  Component: (await import('../features/auth/confirm-email-page.tsx')).ConfirmEmailPage,
});
const unauthorized = async () => ({
  Component: (await import('./errors/unauthorized-page.tsx')).UnauthorizedPage,
});
const kvkk = async () => ({ Component: (await import('../features/kvkk/kvkk-page.tsx')).KvkkPage });
const accessibility = async () => ({
  Component: (await import('./layout/accessibility-statement-page.tsx')).AccessibilityStatementPage,
});
const notFound = async () => ({
  Component: (await import('./errors/not-found-page.tsx')).NotFoundPage,
});
const notFoundInLayout = async () => ({
  Component: (await import('./errors/not-found-page.tsx')).NotFoundInLayoutPage,
});
const layout = async () => ({ Component: (await import('./layout/app-layout.tsx')).AppLayout });
const publicLayout = async () => ({
  Component: (await import('./layout/public-layout.tsx')).PublicLayout,
});
const readingRoom = async () => ({
  Component: (await import('../features/reading-room/reading-room-page.tsx')).ReadingRoomPage,
});
const readingRoomTale = async () => ({
  Component: (await import('../features/reading-room/reading-room-tale-page.tsx')).ReadingRoomTalePage,
});
const home = async () => ({ Component: (await import('./home/home-page.tsx')).HomePage });
const taleSave = async () => ({
  Component: (await import('../features/tales/tale-save-page.tsx')).TaleSavePage,
});
const taleSent = async () => ({
  Component: (await import('../features/tales/tale-sent-page.tsx')).TaleSentPage,
});
const taleList = async () => ({
  Component: (await import('../features/tales/tale-list-page.tsx')).TaleListPage,
});
const taleListInbox = async () => ({
  Component: (await import('../features/tales/tale-list-inbox-page.tsx')).TaleListInboxPage,
});
const taleReview = async () => ({
  Component: (await import('../features/workflow/review/tale-review-page.tsx')).TaleReviewPage,
});
const advisoryBoard = async () => ({
  Component: (await import('../features/advisory-board/advisory-board-page.tsx')).AdvisoryBoardPage,
});
const users = async () => ({
  Component: (await import('../features/users/users-page.tsx')).UsersPage,
});
const institutions = async () => ({
  Component: (await import('../features/institutions/institutions-page.tsx')).InstitutionsPage,
});
const auditLog = async () => ({
  Component: (await import('../features/audit/audit-log-page.tsx')).AuditLogPage,
});
const myPastReviews = async () => ({
  Component: (await import('../features/workflow/past-reviews/past-reviews-page.tsx')).PastReviewsPage,
});
const profile = async () => ({
  Component: (await import('../features/users/profile/profile-page.tsx')).ProfilePage,
});
const editorList = async () => ({
  Component: (await import('../features/workflow/editors/editor-list-page.tsx')).EditorListPage,
});
const taleManagement = async () => ({
  Component: (await import('../features/tales/tale-management/tale-management-page.tsx')).TaleManagementPage,
});
const completedTaleList = async () => ({
  Component: (await import('../features/tales/completed-tales/completed-tale-list-page.tsx'))
    .CompletedTaleListPage,
});
const completedTale = async () => ({
  Component: (await import('../features/tales/completed-tales/completed-tale-page.tsx')).CompletedTalePage,
});
const publicTaleList = async () => ({
  Component: (await import('../features/tales/public-tales/public-tale-list-page.tsx')).PublicTaleListPage,
});
const publicTale = async () => ({
  Component: (await import('../features/tales/public-tales/public-tale-reader-page.tsx'))
    .PublicTaleReaderPage,
});
const taleGroupList = async () => ({
  Component: (await import('../features/tales/tale-groups/tale-groups-page.tsx')).TaleGroupsPage,
});
const writtenPubRequests = async () => ({
  Component: (await import('../features/workflow/written-pub-requests/written-pub-requests-page.tsx'))
    .WrittenPubRequestsPage,
});
const announcements = async () => ({
  Component: (await import('../features/announcements/announcements-page.tsx')).AnnouncementsPage,
});
const searchTale = async () => ({
  Component: (await import('../features/search/search-page.tsx')).SearchPage,
});
const statistics = async () => ({
  Component: (await import('../features/statistics/statistics-page.tsx')).StatisticsPage,
});
const payments = async () => ({
  Component: (await import('../features/payments/payments-page.tsx')).PaymentsPage,
});
const paymentsAdmin = async () => ({
  Component: (await import('../features/payments/payments-admin-page.tsx')).PaymentsAdminPage,
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
          { path: '/invitation', lazy: invitation },
          { path: '/activationUser', lazy: activation },
          { path: '/confirmEmail', lazy: confirmEmail },
          { path: UNAUTHORIZED_PAGE, lazy: unauthorized },
          { path: KVKK_PATH, lazy: kvkk },
          { path: ACCESSIBILITY_PATH, lazy: accessibility },
          { path: NOT_FOUND_PAGE, lazy: notFound },
          // The reading room: published tales for everyone, signed in or not.
          {
            path: READING_ROOM_PATH,
            lazy: publicLayout,
            children: [
              { index: true, lazy: readingRoom },
              { path: 'masal/:idSlug', lazy: readingRoomTale },
            ],
          },
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
                  { path: 'taleSent/:taleId', lazy: taleSent, caseSensitive: true },
                  { path: 'taleList', lazy: taleList, caseSensitive: true },
                  { path: 'taleListInbox', lazy: taleListInbox, caseSensitive: true },
                  { path: 'taleReview/:taleId', lazy: taleReview, caseSensitive: true },
                  { path: 'advisoryBoardTaleDataTable', lazy: advisoryBoard, caseSensitive: true },
                  { path: 'institutions', lazy: institutions, caseSensitive: true },
                  { path: 'users', lazy: users, caseSensitive: true },
                  { path: 'auditLog', lazy: auditLog, caseSensitive: true },
                  { path: 'myPastReviews', lazy: myPastReviews, caseSensitive: true },
                  { path: 'editorList', lazy: editorList, caseSensitive: true },
                  { path: 'taleManagement', lazy: taleManagement, caseSensitive: true },
                  { path: 'profile', lazy: profile, caseSensitive: true },
                  // The sidebar's spelling and the seed's lead to the same lists and tale pages.
                  ...['complatedTalePage', 'ComplatedTalePage', 'privateContentTalePage'].flatMap((list) => [
                    { path: list, lazy: completedTaleList, caseSensitive: true },
                    { path: `${list}/:taleId`, lazy: completedTale, caseSensitive: true },
                  ]),
                  { path: 'publicTalePage', lazy: publicTaleList, caseSensitive: true },
                  { path: 'publicTalePage/:taleId', lazy: publicTale, caseSensitive: true },
                  { path: 'writtenPubRequest', lazy: writtenPubRequests, caseSensitive: true },
                  { path: 'taleGroupList', lazy: taleGroupList, caseSensitive: true },
                  { path: 'announcement', lazy: announcements, caseSensitive: true },
                  { path: 'searchTale', lazy: searchTale, caseSensitive: true },
                  { path: 'payments', lazy: payments, caseSensitive: true },
                  { path: 'paymentsAdmin', lazy: paymentsAdmin, caseSensitive: true },
                  { path: 'statistics', lazy: statistics, caseSensitive: true },
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

/**
 * Every page but the sign-in page loads the rest of the catalogue before its own module, whose code may read
 * any section as it loads (React Router runs a parent's and its children's `lazy` side by side).
 */
function afterWholeCatalogue(list: RouteObject[]): RouteObject[] {
  return list.map((route) => {
    const { lazy, children } = route;
    const loaded =
      typeof lazy === 'function'
        ? {
            lazy: async () => {
              await loadWholeCatalogue();
              return lazy();
            },
          }
        : {};
    return {
      ...route,
      ...loaded,
      ...(children ? { children: afterWholeCatalogue(children) } : {}),
    } as RouteObject;
  });
}

export const router = createBrowserRouter(afterWholeCatalogue(routes));
