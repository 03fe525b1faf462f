/** Queries of the admin's Users screen; each change is written with its audit entry in one transaction. */
import { foldTr, ROLE, type UserSort, type UserStatus } from '@masal/shared';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  inArray,
  isNotNull,
  isNull,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type AuditEntry, writeAudit } from '../../db/audit-row.ts';
import type { Db } from '../../db/db.ts';
import { sortKeyColumnSql } from '../../db/fold.ts';
import { containsPattern } from '../../db/like.ts';
import { institutions, mailJobs, sessions, userRoles, users } from '../../db/schema/index.ts';

/** pending: never activated; passive: deactivated after activation (decisions.md statuses). */
const statusSql = sql<UserStatus>`case when ${users.isActive} then 'active'
  when ${users.activatedAt} is null then 'pending' else 'passive' end`;

const statusWhere: Record<UserStatus, SQL | undefined> = {
  active: eq(users.isActive, true),
  pending: and(eq(users.isActive, false), isNull(users.activatedAt)),
  passive: and(eq(users.isActive, false), isNotNull(users.activatedAt)),
};

/** KVKK: a deletion request waits for the admin until the account is anonymised or the request rejected. */
const pendingDeletionSql = sql<Date | null>`case when ${users.anonymizedAt} is null
  then ${users.deletionRequestedAt} end`.mapWith(users.deletionRequestedAt);
const deletionWhere = (requested: boolean) =>
  requested
    ? and(isNotNull(users.deletionRequestedAt), isNull(users.anonymizedAt))
    : or(isNull(users.deletionRequestedAt), isNotNull(users.anonymizedAt));

/**
 * `key collate "C"`, as the users_by_… indexes have it. A list searched by name gets the same order on an
 * expression no index has: its matches are found on the trigram index, then sorted — walking the name index
 * and testing each row instead reads most of the table when the matches sit together (every "Öztürk" under
 * Ö: 200 ms at 100,000 people; bench/users-list.ts).
 */
const turkishOrder = (key: AnyPgColumn, searched: boolean) =>
  searched ? sql`(${key} || '') collate "C"` : sql`${key} collate "C"`;
const institutionKey = sql`${sortKeyColumnSql('"institutions"."name"')} collate "C"`;

/** The columns each sort orders by, matching the users_by_… indexes (ties go by id, in the sort's direction). */
const sortColumns = (searched: boolean): Record<UserSort, (SQL | AnyPgColumn)[]> => ({
  name: [turkishOrder(users.nameKey, searched), turkishOrder(users.surnameKey, searched)],
  surname: [turkishOrder(users.surnameKey, searched), turkishOrder(users.nameKey, searched)],
  email: [sql`${users.email} collate "C"`],
  institution: [institutionKey],
  status: [statusSql],
  lastSignInAt: [users.lastSignInAt],
  createdAt: [users.createdAt],
});

/** A trigram needs three letters: a shorter search is better served walking the sort's index. */
const TRIGRAM = 3;

const rowColumns = {
  userId: users.userId,
  name: users.name,
  surname: users.surname,
  email: users.email,
  identityNoEnc: users.identityNoEnc,
  institutionId: users.institutionId,
  institutionName: institutions.name,
  roleIds: sql<number[]>`array(select ${userRoles.roleId} from ${userRoles}
    where ${userRoles.userId} = ${users.userId} order by ${userRoles.roleId})`,
  status: statusSql,
  lastSignInAt: users.lastSignInAt,
  createdAt: users.createdAt,
  deletionRequestedAt: pendingDeletionSql,
};

const detailColumns = {
  ...rowColumns,
  titleName: users.titleName,
  ibanEnc: users.ibanEnc,
  bankName: users.bankName,
  profileImagePath: users.profileImagePath,
  anonymizedAt: users.anonymizedAt,
};

export interface UserFilter {
  page: number;
  pageSize: number;
  sort: UserSort;
  order: 'asc' | 'desc';
  /** Folded text matched in name, surname and e-mail. */
  text?: string | undefined;
  /** The keyed look-up hash of a whole TC Kimlik No. */
  identityNoHash?: string | undefined;
  roleId?: number | undefined;
  institutionId?: number | undefined;
  status?: UserStatus | undefined;
  deletionRequested?: boolean | undefined;
}

export interface AccountValues {
  email: string;
  name: string;
  surname: string;
  titleName: string | null;
  institutionId: number;
  identityNoEnc: string;
  identityNoHash: string;
}

/** Active admins other than `userId`: the last one may neither lose the role nor be deactivated. */
export async function otherActiveAdmins(tx: Pick<Db, 'select'>, userId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.userId), eq(userRoles.roleId, ROLE.admin)))
    .where(and(eq(users.isActive, true), ne(users.userId, userId)));
  return Number(row?.n ?? 0);
}

/** Serialises the last-admin check: two admins demoting each other at once cannot both pass it. */
export const lockAdmins = (tx: Pick<Db, 'execute'>) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('masal.users.admins'))`);

export function userAdminRepository(db: Db) {
  return {
    async list(filter: UserFilter) {
      const where = and(
        filter.text ? sql`${users.searchFolded} like ${containsPattern(foldTr(filter.text))}` : undefined,
        filter.identityNoHash ? eq(users.identityNoHash, filter.identityNoHash) : undefined,
        filter.roleId
          ? exists(
              db
                .select({ one: sql`1` })
                .from(userRoles)
                .where(and(eq(userRoles.userId, users.userId), eq(userRoles.roleId, filter.roleId))),
            )
          : undefined,
        filter.institutionId ? eq(users.institutionId, filter.institutionId) : undefined,
        filter.status ? statusWhere[filter.status] : undefined,
        filter.deletionRequested === undefined ? undefined : deletionWhere(filter.deletionRequested),
      );
      const direction = filter.order === 'asc' ? asc : desc;
      const searched = filter.text !== undefined && foldTr(filter.text).length >= TRIGRAM;
      const order = [
        ...sortColumns(searched)[filter.sort].map((column) =>
          // Never-signed-in people go last either way.
          filter.sort === 'lastSignInAt' ? sql`${direction(column)} nulls last` : direction(column),
        ),
        direction(users.userId),
      ];
      // The page's ids first, on the sort's index alone; the joins and the roles sub-query then run for its
      // rows only (OFFSET would build every row it skips: 10,000 of them on page 400).
      const ids = db.select({ userId: users.userId }).from(users).$dynamic();
      const pageIds = (
        filter.sort === 'institution'
          ? ids.innerJoin(institutions, eq(institutions.institutionId, users.institutionId))
          : ids
      )
        .where(where)
        .orderBy(...order)
        .limit(filter.pageSize)
        .offset(filter.page * filter.pageSize);
      const [rows, [total]] = await Promise.all([
        db
          .select(rowColumns)
          .from(users)
          .innerJoin(institutions, eq(institutions.institutionId, users.institutionId))
          .where(inArray(users.userId, pageIds))
          .orderBy(...order),
        // Every account has an institution (institution_id is a not-null reference): counted without the join.
        db.select({ n: count() }).from(users).where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    async find(userId: number) {
      const [row] = await db
        .select(detailColumns)
        .from(users)
        .innerJoin(institutions, eq(institutions.institutionId, users.institutionId))
        .where(eq(users.userId, userId));
      return row;
    },

    /** The secrets of one account, for the audited reveal. */
    async findSecrets(userId: number) {
      const [row] = await db
        .select({ identityNoEnc: users.identityNoEnc, ibanEnc: users.ibanEnc })
        .from(users)
        .where(eq(users.userId, userId));
      return row;
    },

    /** Writes the reveal's audit row; nothing else changes. */
    recordReveal: (audit: AuditEntry) => db.transaction((tx) => writeAudit(tx, audit)),

    /**
     * The new, inactive account with its roles and the invitation mail queued. A taken e-mail or TC Kimlik
     * No fails on the unique indexes (23505). The password hash is of a random secret nobody knows.
     */
    create: (
      values: AccountValues & { passwordHash: string },
      roleIds: number[],
      auditOf: (id: number) => AuditEntry,
    ) =>
      db.transaction(async (tx) => {
        const [row] = await tx.insert(users).values(values).returning({ userId: users.userId });
        if (!row) throw new Error('user insert returned nothing');
        await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId: row.userId, roleId })));
        await tx.insert(mailJobs).values({ kind: 'invitation', userId: row.userId });
        await writeAudit(tx, auditOf(row.userId));
        return row.userId;
      }),

    /** false when there is no such user. */
    update: (userId: number, values: Partial<AccountValues>, audit: AuditEntry) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ ...values, updatedAt: new Date(), version: sql`${users.version} + 1` })
          .where(eq(users.userId, userId))
          .returning({ userId: users.userId });
        if (row) await writeAudit(tx, audit);
        return row !== undefined;
      }),

    /**
     * Replaces the roles; 'lastAdmin' when it would take the role from the last active admin. The roles are
     * read per request (session.repository), so the change counts from the person's next call.
     */
    setRoles: (userId: number, roleIds: number[], auditOf: (before: number[]) => AuditEntry) =>
      db.transaction(async (tx) => {
        await lockAdmins(tx);
        const before = await tx
          .select({ roleId: userRoles.roleId })
          .from(userRoles)
          .where(eq(userRoles.userId, userId))
          .orderBy(asc(userRoles.roleId));
        const beforeIds = before.map((r) => r.roleId);
        const losesAdmin = beforeIds.includes(ROLE.admin) && !roleIds.includes(ROLE.admin);
        if (losesAdmin && (await otherActiveAdmins(tx, userId)) === 0) return 'lastAdmin' as const;
        await tx.delete(userRoles).where(eq(userRoles.userId, userId));
        await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
        await writeAudit(tx, auditOf(beforeIds));
        return 'done' as const;
      }),

    /**
     * Activates or deactivates; a deactivation revokes every open session at once. 'lastAdmin' when it
     * would leave no active admin.
     */
    setActive: (userId: number, active: boolean, audit: AuditEntry) =>
      db.transaction(async (tx) => {
        await lockAdmins(tx);
        if (!active) {
          const [admin] = await tx
            .select({ userId: userRoles.userId })
            .from(userRoles)
            .where(and(eq(userRoles.userId, userId), eq(userRoles.roleId, ROLE.admin)));
          if (admin && (await otherActiveAdmins(tx, userId)) === 0) return 'lastAdmin' as const;
          await tx
            .update(sessions)
            .set({ revokedAt: new Date() })
            .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
        }
        await tx
          .update(users)
          .set({
            isActive: active,
            // An admin's activation counts as activated: the account is "pasif" if deactivated later.
            activatedAt: active ? sql`coalesce(${users.activatedAt}, now())` : users.activatedAt,
            updatedAt: new Date(),
          })
          .where(eq(users.userId, userId));
        await writeAudit(tx, audit);
        return 'done' as const;
      }),

    /** Queues an invitation (a pending account) or a reset link, with its audit row. */
    queueMail: (userId: number, kind: 'invitation' | 'reset', audit: AuditEntry) =>
      db.transaction(async (tx) => {
        await tx.insert(mailJobs).values({ kind, userId });
        await writeAudit(tx, audit);
      }),
  };
}
export type UserAdminRepository = ReturnType<typeof userAdminRepository>;
