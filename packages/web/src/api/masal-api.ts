/** The typed calls of the web app; every one goes through `request` of api-client.ts. */
import type {
  AcceptInvitationInput,
  ActivationInput,
  AuditListAnswer,
  AuditListQuery,
  ConfirmEmailInput,
  DeletionRequestAnswer,
  EmailChangeInput,
  ForgotAnswer,
  ForgotPasswordInput,
  Institution,
  InstitutionWithUserCount,
  InvitationAnswer,
  InvitationLookupInput,
  MeAnswer,
  MessageAnswer,
  PasswordChangeInput,
  PersonalDataExport,
  Profile,
  ProfileAnswer,
  ProfileUpdateInput,
  ResetPasswordInput,
  SignInAnswer,
  SignInInput,
  SignUpAnswer,
  SignUpInput,
  SiteConfig,
  Tale,
  TaleCreateInput,
  TaleFull,
  TaleListAnswer,
  TaleListQuery,
  TaleTransitionInput,
  TaleUpdateInput,
  UserCreateInput,
  UserDetail,
  UserListAnswer,
  UserListQuery,
  UserRevealAnswer,
  UserUpdateInput,
} from '@masal/shared';
import { type ApiResult, request } from './api-client.ts';
import { queryString } from './query-string.ts';

const AUTH = { mode: 'auth', loader: true } as const;
/** Sign-in and sign-up show the server's message at the form, where it stays until the person acts (seed §4). */
const AT_FORM = { mode: 'quiet', loader: true } as const;

export const authApi = {
  login: (body: SignInInput) => request<SignInAnswer>('POST', '/auth/login', { ...AT_FORM, body }),
  signUp: (body: SignUpInput) => request<SignUpAnswer>('POST', '/auth/signUp', { ...AT_FORM, body }),
  forgotMyPassword: (body: ForgotPasswordInput) =>
    request<ForgotAnswer>('POST', '/auth/forgotMyPassword', { ...AUTH, body }),
  resetPasswordUser: (body: ResetPasswordInput) =>
    request<MessageAnswer>('POST', '/auth/resetPasswordUser', { ...AUTH, body }),
  /** The welcome page of a staff invitation: it says itself what a refused link means. */
  invitation: (body: InvitationLookupInput) =>
    request<InvitationAnswer>('POST', '/auth/invitation', { ...AT_FORM, body }),
  acceptInvitation: (body: AcceptInvitationInput) =>
    request<MessageAnswer>('POST', '/auth/acceptInvitation', { ...AT_FORM, body }),
  activeUser: (body: ActivationInput) =>
    request<MessageAnswer>('POST', '/auth/activeUser', { ...AUTH, body }),
  /** The link of the profile's e-mail change; the page shows the outcome itself. */
  confirmEmail: (body: ConfirmEmailInput) =>
    request<MessageAnswer>('POST', '/auth/confirmEmail', { mode: 'quiet', loader: true, body }),
  logout: () => request<MessageAnswer>('POST', '/auth/logout', { mode: 'quiet', loader: true }),
  me: () => request<MeAnswer>('GET', '/auth/me', { mode: 'background' }),
};

/** The admin's dialogs show a taken name or a refused field themselves (`handles`), not as a toast. */
const IN_DIALOG = { loader: true, handles: ['CONFLICT', 'VALIDATION'] } as const;

export const institutionApi = {
  list: () => request<Institution[]>('GET', '/institution/', { mode: 'quiet' }),
  /** The admin's screen: the same list with each institution's user count. */
  listWithUserCount: () => request<InstitutionWithUserCount[]>('GET', '/institution/withUserCount'),
  create: (body: { name: string }) => request<Institution>('POST', '/institution/', { ...IN_DIALOG, body }),
  update: (body: Institution) => request<Institution>('PUT', '/institution/', { ...IN_DIALOG, body }),
  remove: (body: { institutionId: number }) =>
    request<{ status: true }>('DELETE', '/institution/', { ...IN_DIALOG, body }),
};

/** The signed-in user's own profile; the forms show a refused field themselves. */
export const profileApi = {
  get: () => request<Profile>('GET', '/profile/'),
  update: (body: ProfileUpdateInput) =>
    request<ProfileAnswer>('PUT', '/profile/', { loader: true, handles: ['VALIDATION'], body }),
  changePassword: (body: PasswordChangeInput) =>
    request<MessageAnswer>('PUT', '/profile/password', { loader: true, handles: ['VALIDATION'], body }),
  requestEmailChange: (body: EmailChangeInput) =>
    request<MessageAnswer>('POST', '/profile/email', { loader: true, handles: ['VALIDATION'], body }),
};

/** The admin's Users calls (decisions.md); dialogs show a taken address or a refused field themselves. */
export const userApi = {
  list: (query: UserListQuery) => request<UserListAnswer>('GET', `/users/${queryString(query)}`),
  get: (userId: number) => request<UserDetail>('GET', `/users/${userId}`),
  create: (body: UserCreateInput) => request<{ userId: number }>('POST', '/users/', { ...IN_DIALOG, body }),
  update: (userId: number, body: UserUpdateInput) =>
    request<UserDetail>('PUT', `/users/${userId}`, { ...IN_DIALOG, body }),
  setRoles: (userId: number, roleIds: number[]) =>
    request<UserDetail>('PUT', `/users/${userId}/roles`, { ...IN_DIALOG, body: { roleIds } }),
  setActive: (userId: number, active: boolean) =>
    request<UserDetail>('PUT', `/users/${userId}/status`, { ...IN_DIALOG, body: { active } }),
  resendInvitation: (userId: number) =>
    request<{ status: true }>('POST', `/users/${userId}/invitation`, IN_DIALOG),
  sendPasswordReset: (userId: number) =>
    request<{ status: true }>('POST', `/users/${userId}/passwordReset`, IN_DIALOG),
  reveal: (userId: number) => request<UserRevealAnswer>('POST', `/users/${userId}/reveal`, IN_DIALOG),
  anonymize: (userId: number) => request<UserDetail>('POST', `/users/${userId}/anonymize`, IN_DIALOG),
  rejectDeletion: (userId: number) =>
    request<UserDetail>('POST', `/users/${userId}/deletionRequest/reject`, IN_DIALOG),
};

/** KVKK, the signed-in person's own data only: the download and the account deletion request. */
export const personalDataApi = {
  export: () => request<PersonalDataExport>('GET', '/profile/export', { loader: true }),
  deletionRequest: () => request<DeletionRequestAnswer>('GET', '/profile/deletionRequest'),
  requestDeletion: () => request<DeletionRequestAnswer>('POST', '/profile/deletionRequest', { loader: true }),
};

/** GET /v1/audit (admin): the audit log, newest first. */
export const auditApi = {
  list: (query: AuditListQuery) => request<AuditListAnswer>('GET', `/audit${queryString(query)}`),
};

/** Tales calls of seed §7. A STALE_VERSION update answers the newer tale in `tale` (TaleConflictAnswer). */
export const taleApi = {
  create: (body: TaleCreateInput) => request<TaleFull>('POST', '/tales/full', { body, loader: true }),
  update: (body: TaleUpdateInput) => request<TaleFull>('PUT', '/tales/full', { body, loader: true }),
  get: (taleId: number) => request<Tale>('GET', `/tales/${taleId}`),
  getFull: (taleId: number) => request<TaleFull>('GET', `/tales/full/${taleId}`),
  listOfUser: (userId: number, query: TaleListQuery) =>
    request<TaleListAnswer>('GET', `/tales/userId/${userId}${queryString(query)}`),
  list: (query: TaleListQuery) => request<TaleListAnswer>('GET', `/tales/${queryString(query)}`),
  transition: (body: TaleTransitionInput) => request<TaleFull>('PUT', '/tales/', { body, loader: true }),
  remove: (taleId: number) => request<MessageAnswer>('DELETE', `/tales/${taleId}`, { loader: true }),
};

export const configApi = {
  get: () => request<SiteConfig>('GET', '/config', { mode: 'quiet' }),
};

/** For TanStack Query: the data of a successful result, or a thrown error with the message. */
export async function unwrap<T>(promise: Promise<ApiResult<T>>): Promise<T> {
  const result = await promise;
  if (!result.ok) throw new Error(result.message);
  return result.data;
}
