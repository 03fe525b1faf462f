/** What the users bench times: the admin's list calls, and the repository filter each one makes. */
import { isValidTcKimlikNo, userListQuerySchema } from '@masal/shared';
import type { UserFilter } from '../../packages/server/src/modules/users/user-admin.repository.ts';
import type { Secrets } from '../../packages/server/src/security/secrets.ts';

export interface Variant {
  name: string;
  query: Record<string, string>;
  /** Under /v1, with its query. */
  path: string;
}

const PAGE_SIZE = '25';

const variant = (name: string, params: Record<string, string>): Variant => {
  const query = { pageSize: PAGE_SIZE, ...params };
  return { name, query, path: `/users/?${new URLSearchParams(query)}` };
};

export function variantsOf(identityNos: readonly string[]): Variant[] {
  const identityNo = identityNos[Math.floor(identityNos.length / 2)];
  if (!identityNo) throw new Error('the fill gave no TC Kimlik No to search for');
  return [
    variant('page 1 (surname)', {}),
    // page counts from 0: rows 9,976-10,000.
    variant('page 400 (surname)', { page: '399' }),
    variant('q=ayşe', { q: 'ayşe' }),
    variant('q=öztürk', { q: 'öztürk' }),
    variant('q=<TC Kimlik No>', { q: identityNo }),
    variant('page 1 by last sign-in desc', { sort: 'lastSignInAt', order: 'desc' }),
    variant('status=passive, roleId=2', { status: 'passive', roleId: '2' }),
  ];
}

/** The filter the service hands the repository for this query (a whole TC Kimlik No: its keyed hash). */
export function repositoryFilter(v: Variant, secrets: Secrets): UserFilter {
  const { q, ...query } = userListQuerySchema.parse(v.query);
  const byIdentity = q !== undefined && /^\d{11}$/.test(q);
  return {
    ...query,
    text: byIdentity ? undefined : q || undefined,
    identityNoHash: byIdentity ? (isValidTcKimlikNo(q) ? secrets.lookupHash(q) : 'none') : undefined,
  };
}
