/** The typed calls of the web app; every one goes through `request` of api-client.ts. */
import type {
  ActivationInput,
  ForgotAnswer,
  ForgotPasswordInput,
  Institution,
  MeAnswer,
  MessageAnswer,
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
} from '@masal/shared';
import { type ApiResult, request } from './api-client.ts';

const AUTH = { mode: 'auth', loader: true } as const;

export const authApi = {
  login: (body: SignInInput) => request<SignInAnswer>('POST', '/auth/login', { ...AUTH, body }),
  signUp: (body: SignUpInput) => request<SignUpAnswer>('POST', '/auth/signUp', { ...AUTH, body }),
  forgotMyPassword: (body: ForgotPasswordInput) =>
    request<ForgotAnswer>('POST', '/auth/forgotMyPassword', { ...AUTH, body }),
  resetPasswordUser: (body: ResetPasswordInput) =>
    request<MessageAnswer>('POST', '/auth/resetPasswordUser', { ...AUTH, body }),
  activeUser: (body: ActivationInput) =>
    request<MessageAnswer>('POST', '/auth/activeUser', { ...AUTH, body }),
  logout: () => request<MessageAnswer>('POST', '/auth/logout', { mode: 'quiet', loader: true }),
  me: () => request<MeAnswer>('GET', '/auth/me', { mode: 'background' }),
};

/** The admin's dialogs show a taken name or a refused field themselves (`handles`), not as a toast. */
const IN_DIALOG = { loader: true, handles: ['CONFLICT', 'VALIDATION'] } as const;

export const institutionApi = {
  list: () => request<Institution[]>('GET', '/institution/', { mode: 'quiet' }),
  create: (body: { name: string }) => request<Institution>('POST', '/institution/', { ...IN_DIALOG, body }),
  update: (body: Institution) => request<Institution>('PUT', '/institution/', { ...IN_DIALOG, body }),
  remove: (body: { institutionId: number }) =>
    request<{ status: true }>('DELETE', '/institution/', { ...IN_DIALOG, body }),
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
