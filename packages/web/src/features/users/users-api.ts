/** The admin's Users calls (decisions.md); dialogs show a taken address or a refused field themselves. */
import type {
  UserCreateInput,
  UserDetail,
  UserListAnswer,
  UserListQuery,
  UserRevealAnswer,
  UserUpdateInput,
} from '@masal/shared';
import { request } from '../../api/api-client.ts';
import { queryString } from '../../api/query-string.ts';

const IN_DIALOG = { loader: true, handles: ['CONFLICT', 'VALIDATION'] } as const;

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
