/** The typed calls of the web app; every one goes through `request` of api-client.ts. */
import type {
  AuthUser,
  Institution,
  SignInAnswer,
  SourcePerson,
  Tale,
  TaleCreateInput,
  TaleFull,
  TaleListAnswer,
  TaleListQuery,
  TaleTransitionInput,
  TaleUpdateInput,
} from '@masal/shared';
import { DELAYS } from '@masal/shared/constants';
import { type ApiResult, request } from './api-client.ts';

export interface MessageAnswer {
  status: boolean;
  message: string;
}

export interface SignUpPayload {
  email: string;
  password: string;
  name: string;
  surname: string;
  institutionId: number;
  titleName?: string;
  identityNo: string;
}

export interface ResetPasswordPayload {
  email: string;
  password: string;
  passwordReply: string;
  reminderCode: string;
}

export interface SiteConfig {
  copyrightText: string;
}

const AUTH = { mode: 'auth', loader: true } as const;

export const authApi = {
  login: (body: { email: string; password: string }) =>
    request<SignInAnswer>('POST', '/auth/login', {
      ...AUTH,
      body,
      alertClearMs: DELAYS.signInMessageClearMs,
    }),
  signUp: (body: SignUpPayload) =>
    request<MessageAnswer & { userId: number }>('POST', '/auth/signUp', {
      ...AUTH,
      body,
      alertClearMs: DELAYS.signUpMessageClearMs,
    }),
  forgotMyPassword: (body: { email: string }) =>
    request<MessageAnswer & { user: null }>('POST', '/auth/forgotMyPassword', {
      ...AUTH,
      body,
      alertClearMs: DELAYS.forgotRedirectMs,
    }),
  resetPasswordUser: (body: ResetPasswordPayload) =>
    request<MessageAnswer>('POST', '/auth/resetPasswordUser', {
      ...AUTH,
      body,
      alertClearMs: DELAYS.resetRedirectMs,
    }),
  activeUser: (body: { email: string; activationCode: string }) =>
    request<MessageAnswer>('POST', '/auth/activeUser', {
      ...AUTH,
      body,
      alertClearMs: DELAYS.activationRedirectMs,
    }),
  logout: () => request<MessageAnswer>('POST', '/auth/logout', { mode: 'quiet', loader: true }),
  me: () => request<{ status: boolean; user: AuthUser }>('GET', '/auth/me', { mode: 'background' }),
};

export const institutionApi = {
  list: () => request<Institution[]>('GET', '/institution/', { mode: 'quiet' }),
};

/** Tales calls of seed §7. A 409 on update answers `{status:false, message, tale}` with the newer tale. */
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

export const sourcePersonApi = {
  get: (sourcePersonId: number) => request<SourcePerson>('GET', `/sourcePersons/${sourcePersonId}`),
};

function queryString(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

export const configApi = {
  get: () => request<SiteConfig>('GET', '/config', { mode: 'quiet' }),
};

/** For TanStack Query: the data of a successful result, or a thrown error with the message. */
export async function unwrap<T>(promise: Promise<ApiResult<T>>): Promise<T> {
  const result = await promise;
  if (!result.ok) throw new Error(result.message);
  return result.data;
}
