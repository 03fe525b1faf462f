/**
 * What each role may do, in one place: the capabilities and their roles, every API call, every screen of
 * the web app, who takes the workflow's transitions, the announcement rights and who sees a tale. The
 * server's guard, the workflow, the announcements, the web's route guard and its menus all read this file;
 * the route × role test holds the server to it.
 */
import { ADVISORY_BOARD_ROLES, EDITOR_ROLES, ROLE, type RoleId, STAFF_ROLES } from './roles.ts';

/** Capabilities; each maps to the roles that hold it. */
export const PERMISSIONS = {
  /** send tale, my tales, my pending work */
  writeTales: [ROLE.writer],
  /** users, institutions, tales list, editors, tale management, statistics, payments; an admin's status change */
  administer: [ROLE.admin],
  /** editors' pending work, detailed search, publication requests, groups, announcements, reviews */
  review: EDITOR_ROLES,
  /** the advisory board's decisions (transitions 5→6, 5→7, 5→3, 5→8) and its table */
  advisoryBoard: ADVISORY_BOARD_ROLES,
  /** completed and private-content tales to edit */
  editCompleted: [ROLE.editorAssistant, ROLE.admin],
  /** every tale that has left its draft: editor-type roles, editor assistants, admins */
  seeAllTales: STAFF_ROLES,
  /** publishing and withdrawing (6→9, 9→6) */
  publish: [ROLE.publishingEditor, ROLE.admin],
  /** announcements and training material: read, write (and attach files to one's own), edit and delete any */
  readAnnouncements: STAFF_ROLES,
  writeAnnouncements: [...EDITOR_ROLES, ROLE.admin],
  manageAnnouncements: [ROLE.admin],
} as const satisfies Record<string, readonly RoleId[]>;
export type Permission = keyof typeof PERMISSIONS;

export function hasPermission(roleIds: readonly number[], permission: Permission): boolean {
  const allowed: readonly number[] = PERMISSIONS[permission];
  return roleIds.some((r) => allowed.includes(r));
}

/** The roles that hold `permission`, for a query that picks out who holds it (a copy the caller may keep). */
export const rolesWith = (permission: Permission): RoleId[] => [...PERMISSIONS[permission]];

/** Any one of the permissions is enough; an empty list allows everyone. */
export function hasAnyPermission(roleIds: readonly number[], permissions: readonly Permission[]): boolean {
  return permissions.length === 0 || permissions.some((p) => hasPermission(roleIds, p));
}

/**
 * Who may call an API route: anyone (`public`), anyone holding a signed, expiring link checked by the route
 * itself (`signed`), any signed-in user (`session`; the service may still decide per record), or a signed-in
 * user holding any one of the permissions.
 */
export type Access = 'public' | 'signed' | 'session' | readonly Permission[];

const admins = ['administer'] as const satisfies readonly Permission[];
const reviewersAndAdmins = ['review', 'administer'] as const satisfies readonly Permission[];
const advisoryBoardAndAdmins = ['advisoryBoard', 'administer'] as const satisfies readonly Permission[];

/**
 * Every API route, as `METHOD /url` with the server's spelling of path parameters. A route missing here is
 * refused to everyone, so a new route cannot slip out unguarded.
 */
export const API_ACCESS: Readonly<Record<string, Access>> = {
  'POST /v1/auth/login': 'public',
  'POST /v1/auth/signUp': 'public',
  'POST /v1/auth/forgotMyPassword': 'public',
  'POST /v1/auth/resetPasswordUser': 'public',
  'POST /v1/auth/invitation': 'public',
  'POST /v1/auth/acceptInvitation': 'public',
  'POST /v1/auth/activeUser': 'public',
  'POST /v1/auth/confirmEmail': 'public',
  'POST /v1/auth/logout': 'session',
  'GET /v1/auth/me': 'session',
  'GET /v1/health': 'public',
  'GET /v1/ready': 'public',
  'GET /v1/config': 'public',

  // The institutions list feeds the sign-up form.
  'GET /v1/institution/': 'public',
  'GET /v1/institution/:id': 'public',
  'GET /v1/institution/withUserCount': admins,
  'POST /v1/institution/': admins,
  'PUT /v1/institution/': admins,
  'DELETE /v1/institution/': admins,

  'GET /v1/profile/': 'session',
  'PUT /v1/profile/': 'session',
  'PUT /v1/profile/password': 'session',
  'POST /v1/profile/email': 'session',
  'GET /v1/profile/export': 'session',
  'GET /v1/profile/deletionRequest': 'session',
  'POST /v1/profile/deletionRequest': 'session',

  // Tales, their files and abstracts: whose tale and which status decide per tale (workflow.ts).
  'POST /v1/upload/taleAttachment/:id': 'session',
  // Resumable uploads (tus): what the server offers to anyone; an upload's requests, per upload and tale.
  'OPTIONS /v1/upload/tus': 'public',
  'POST /v1/upload/tus': 'session',
  'HEAD /v1/upload/tus/:id': 'session',
  'PATCH /v1/upload/tus/:id': 'session',
  'DELETE /v1/upload/tus/:id': 'session',
  'POST /v1/upload/deleteTaleAttachment': 'session',
  'POST /v1/upload/taleAttachmentPublished': 'session',
  'POST /v1/upload/userProfileImage/:id': 'session',
  'GET /v1/utils/fileUploadByTaleId/:id': 'session',
  'GET /v1/utils/fileUploadByTaleAttachmentId/:id': 'session',
  'GET /v1/tales/': 'session',
  'PUT /v1/tales/': 'session',
  'GET /v1/tales/userId/:id': 'session',
  'GET /v1/tales/:id': 'session',
  'DELETE /v1/tales/:id': 'session',
  'GET /v1/tales/full/:id': 'session',
  'POST /v1/tales/full': ['writeTales'],
  'PUT /v1/tales/full': 'session',
  'PUT /v1/tales/completed': 'session',
  'GET /v1/tales/history/:id': 'session',
  'GET /v1/tales/revisions/:id': 'session',
  'POST /v1/tales/search': 'session',
  'POST /v1/tales/detailSearch': 'session',
  'POST /v1/tales/byProperty': 'session',
  'POST /v1/tales/criterion/full': 'session',
  'GET /v1/sourcePersons/:id': 'session',
  'GET /v1/tales/copies/:id': ['seeAllTales'],
  'GET /v1/taleAbstract/byTaleId/:id': 'session',
  'POST /v1/taleAbstract/': 'session',
  'DELETE /v1/taleAbstract/:id': 'session',

  'GET /v1/users/': admins,
  'POST /v1/users/': admins,
  'GET /v1/users/:id': admins,
  'PUT /v1/users/:id': admins,
  'PUT /v1/users/:id/roles': admins,
  'PUT /v1/users/:id/status': admins,
  'POST /v1/users/:id/invitation': admins,
  'POST /v1/users/:id/passwordReset': admins,
  'POST /v1/users/:id/reveal': admins,
  'POST /v1/users/:id/anonymize': admins,
  'POST /v1/users/:id/deletionRequest/reject': admins,
  'GET /v1/audit/': admins,

  'GET /v1/advisoryBoardApproval/': advisoryBoardAndAdmins,
  'POST /v1/advisoryBoardApproval/': ['advisoryBoard'],
  'PUT /v1/advisoryBoardApproval/': ['advisoryBoard'],
  'PUT /v1/advisoryBoardApproval/basic/': ['advisoryBoard'],
  'GET /v1/advisoryBoardApproval/byTaleId/:id': ['seeAllTales'],
  'GET /v1/advisoryBoardApproval/byTaleId/basic/:id': ['seeAllTales'],
  'DELETE /v1/advisoryBoardApproval/:id': admins,
  'GET /v1/tales/taleReviewAndAdvisoryBoardList/editorAndAdvisoryBoard': ['review'],
  'GET /v1/tales/myPastReviews': ['review'],
  'GET /v1/tales/myPastReviews/summary': ['review'],
  'GET /v1/editors/': admins,

  // Everyone signed in reads the groups (the tale form's pickers); editors and admins keep them.
  'GET /v1/taleGroups/': 'session',
  'GET /v1/taleGroups/counts': reviewersAndAdmins,
  'POST /v1/taleGroups/': reviewersAndAdmins,
  'PUT /v1/taleGroups/order': reviewersAndAdmins,
  'PUT /v1/taleGroups/subGroups/:subGroupId': reviewersAndAdmins,
  'DELETE /v1/taleGroups/subGroups/:subGroupId': reviewersAndAdmins,
  'PUT /v1/taleGroups/:groupId': reviewersAndAdmins,
  'DELETE /v1/taleGroups/:groupId': reviewersAndAdmins,
  'POST /v1/taleGroups/:groupId/subGroups': reviewersAndAdmins,
  'PUT /v1/taleGroups/:groupId/subGroups/order': reviewersAndAdmins,

  'GET /v1/announcement/': ['readAnnouncements'],
  'GET /v1/announcement/unreadCount': ['readAnnouncements'],
  'GET /v1/announcement/:id': ['readAnnouncements'],
  'POST /v1/announcement/': ['writeAnnouncements'],
  'PUT /v1/announcement/:id': ['manageAnnouncements'],
  'DELETE /v1/announcement/:id': ['manageAnnouncements'],
  // The author (while still a writer) or an admin: the service checks whose announcement it is.
  'POST /v1/upload/announcementAttachment/:id': ['writeAnnouncements'],
  'DELETE /v1/upload/announcementAttachment/:id': ['writeAnnouncements'],

  // Editors propose, admins decide.
  'POST /v1/writtenPubRequest/': ['review'],
  'GET /v1/writtenPubRequest/': reviewersAndAdmins,
  'GET /v1/writtenPubRequest/:id': reviewersAndAdmins,
  'PUT /v1/writtenPubRequest/:id/decision': admins,

  // Everyone's own payments; the rest is the admins'.
  'GET /v1/payments/': 'session',
  'GET /v1/payments/admin': admins,
  'PUT /v1/payments/approve': admins,
  'PUT /v1/payments/paid': admins,
  'GET /v1/payments/export': admins,
  'GET /v1/payments/coefficient': admins,
  'PUT /v1/payments/coefficient': admins,
  'POST /v1/payments/:id/adjustments': admins,

  'GET /v1/pdf/tale/:id': 'session',
  'GET /v1/pdf/tales/criterion/:criterion': 'session',
  'GET /v1/pdf/tales/advisoryBoard/:id': advisoryBoardAndAdmins,

  // The map, regions and summary count published work for everyone signed in; the rest is the admins'.
  'GET /v1/statistics/map': 'session',
  'GET /v1/statistics/area/:region': 'session',
  'GET /v1/statistics/summary': 'session',
  'GET /v1/statistics/topUploaders': 'session',
  'GET /v1/statistics/throughput': admins,
  'GET /v1/statistics/export': admins,

  // Attachments (of tales and announcements) through a signed path and the viewer's current right to their
  // owner; profile images publicly.
  'GET /uploads/attachments/:id': 'signed',
  'GET /uploads/images/:name': 'public',

  // The open archive for everyone, without a session: published tales only, whatever the caller sends.
  'GET /v1/open/tales': 'public',
  'GET /v1/open/tales.jsonl': 'public',
  'GET /v1/open/tales.csv': 'public',
  // OAI-PMH 2.0 for harvesters, outside /v1 as the protocol's base URL; it takes GET and POST (§3.1.1).
  'GET /oai': 'public',
  'POST /oai': 'public',
  // The reading room (/arsiv, its pages, sitemap.xml and robots.txt are outside /v1): published tales only.
  'GET /v1/readingRoom/tales': 'public',
  'GET /v1/readingRoom/tales/:taleId': 'public',
  'GET /v1/readingRoom/counts': 'public',
  'GET /uploads/public/:id': 'public',
};

/**
 * The access rule of `METHOD /url`; undefined for a route the table does not know (refused to everyone).
 * A prefix's own route answers with and without its trailing slash (/v1/tales and /v1/tales/).
 */
export function apiAccess(method: string, url: string): Access | undefined {
  for (const spelling of [url, `${url}/`]) {
    const key = `${method.toUpperCase()} ${spelling}`;
    if (Object.hasOwn(API_ACCESS, key)) return API_ACCESS[key];
  }
  return undefined;
}

/** Whether a caller with these roles (null: no session) passes the route's guard: 403 without a session, 401 without the right. */
export function accessAnswer(
  access: Access | undefined,
  roleIds: readonly number[] | null,
): 'ok' | 403 | 401 {
  if (access === 'public' || access === 'signed') return 'ok';
  if (roleIds === null) return 403;
  if (access === undefined) return 401;
  if (access === 'session') return 'ok';
  return hasAnyPermission(roleIds, access) ? 'ok' : 401;
}

/**
 * Every /masal/… screen of the web app: who may open it (any one of the permissions; [] = everyone signed
 * in). `savedTale`: who may open it on a saved tale (`?taleId=`) instead — the server decides per tale.
 */
export interface ScreenAccess {
  permissions: readonly Permission[];
  savedTale?: readonly Permission[];
}

export const SCREEN_ACCESS = {
  'sample-page': { permissions: [] },
  profile: { permissions: [] },
  publicTalePage: { permissions: [] },
  taleSave: { permissions: ['writeTales'], savedTale: [] },
  /** /masal/taleSent/:taleId — the receipt after Gönder; the server decides whose tale it shows. */
  taleSent: { permissions: [] },
  taleList: { permissions: ['writeTales', 'administer'] },
  taleListInbox: { permissions: ['writeTales', 'review'] },
  /** /masal/taleReview/:taleId — editors review, admins and the advisory board read and decide. */
  taleReview: { permissions: reviewersAndAdmins },
  users: { permissions: admins },
  institutions: { permissions: admins },
  auditLog: { permissions: admins },
  editorList: { permissions: admins },
  taleManagement: { permissions: admins },
  statistics: { permissions: admins },
  paymentsAdmin: { permissions: admins },
  advisoryBoardTaleDataTable: { permissions: ['advisoryBoard'] },
  // Editor-type roles, editor assistants and admins search every tale they may see (decisions.md).
  searchTale: { permissions: ['seeAllTales'] },
  writtenPubRequest: { permissions: reviewersAndAdmins },
  taleGroupList: { permissions: reviewersAndAdmins },
  announcement: { permissions: ['readAnnouncements'] },
  myPastReviews: { permissions: ['review'] },
  // Everyone's own payments (decisions.md: every user who has any); the server answers only the caller's.
  payments: { permissions: [] },
  // Both spellings (seed §2) lead to the same list, for editor-type roles, editor assistants and admins.
  complatedTalePage: { permissions: ['seeAllTales'] },
  ComplatedTalePage: { permissions: ['seeAllTales'] },
  privateContentTalePage: { permissions: ['seeAllTales'] },
} as const satisfies Record<string, ScreenAccess>;
export type ScreenName = keyof typeof SCREEN_ACCESS;

/**
 * Who takes a workflow transition (workflow-transitions.ts): the tale's owner and its assigned editor are
 * decided per tale; the others by a permission.
 */
export const TRANSITION_ACTOR_PERMISSION = {
  admin: 'administer',
  advisoryBoard: 'advisoryBoard',
  publisher: 'publish',
} as const satisfies Record<string, Permission>;

/** What a user's roles allow with announcements; the server's guards and the screen read the same answer. */
export function announcementRights(roleIds: readonly number[]) {
  return {
    read: hasPermission(roleIds, 'readAnnouncements'),
    write: hasPermission(roleIds, 'writeAnnouncements'),
    manage: hasPermission(roleIds, 'manageAnnouncements'),
  };
}

/**
 * Who sees a tale (decisions.md), by the statuses each viewer sees: its owner every status, holders of
 * `seeAllTales` every status but a draft, everyone signed in a published tale. workflow.ts reads it for
 * one tale, the server's SQL predicate for many.
 */
export type VisibilityRule = 'every' | 'allButDraft' | 'published';
export const TALE_VISIBILITY: Readonly<Record<'owner' | 'seeAllTales' | 'everyone', VisibilityRule>> = {
  owner: 'every',
  seeAllTales: 'allButDraft',
  everyone: 'published',
};
