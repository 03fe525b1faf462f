/** The sign-in, sign-up, password, invitation and activation calls, and the session's own (me, sign-out). */
import type {
  AcceptInvitationInput,
  ActivationInput,
  ConfirmEmailInput,
  ForgotAnswer,
  ForgotPasswordInput,
  InvitationAnswer,
  InvitationLookupInput,
  MeAnswer,
  MessageAnswer,
  ResetPasswordInput,
  SignInAnswer,
  SignInInput,
  SignUpAnswer,
  SignUpInput,
} from '@masal/shared';
import { request } from '../../api/api-client.ts';

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
