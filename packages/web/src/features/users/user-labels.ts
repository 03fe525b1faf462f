import { formatDateTimeTr, ROLES, USER_STATUS_NAMES, type UserRow } from '@masal/shared';
import { t } from '../../i18n/i18n.ts';

const roleName = new Map(ROLES.map((r) => [r.roleId as number, r.name]));

/** "Derleyici, Editör": the Turkish names of the roles. */
export const roleNames = (user: Pick<UserRow, 'userRoles'>) =>
  user.userRoles.map((r) => roleName.get(r.roleId) ?? String(r.roleId)).join(', ');

export const statusName = (user: Pick<UserRow, 'status'>) => USER_STATUS_NAMES[user.status];

export const lastSignIn = (user: Pick<UserRow, 'lastSignInAt'>) =>
  user.lastSignInAt ? formatDateTimeTr(user.lastSignInAt) : t('users.never');
