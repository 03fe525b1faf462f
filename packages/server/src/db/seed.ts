/** Idempotent seed of reference data, starter institutions and the first admin. Safe to run at every start. */
import { randomBytes } from 'node:crypto';
import {
  EDUCATION_LEVELS,
  NO_INSTITUTION,
  PROVINCES,
  REGIONS,
  ROLE,
  ROLES,
  TALE_GROUPS,
  TITLE_NONE,
  TITLES,
} from '@masal/shared';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../security/passwords.ts';
import { writeAudit } from './audit-row.ts';
import type { Db } from './db.ts';
import {
  educationLevels,
  institutions,
  provinces,
  regions,
  roles,
  taleGroups,
  taleSubgroups,
  titles,
  userRoles,
  users,
} from './schema/index.ts';
import { lockTaleGroups } from './tale-group-lock.ts';

/** A starter list: the none option, professions for people without one, ministries and universities. */
export const STARTER_INSTITUTIONS = [
  NO_INSTITUTION,
  'Öğretmen',
  'Emekli',
  'Öğrenci',
  'Serbest Meslek',
  'Kültür ve Turizm Bakanlığı',
  'Millî Eğitim Bakanlığı',
  'Ankara Üniversitesi',
  'Atatürk Üniversitesi',
  'Bursa Uludağ Üniversitesi',
  'Çukurova Üniversitesi',
  'Dicle Üniversitesi',
  'Ege Üniversitesi',
  'Erciyes Üniversitesi',
  'Gazi Üniversitesi',
  'Hacettepe Üniversitesi',
  'İstanbul Üniversitesi',
  'Karadeniz Teknik Üniversitesi',
  'Ondokuz Mayıs Üniversitesi',
  'Selçuk Üniversitesi',
];

export interface SeedResult {
  /** Set only when the first admin was created just now with a generated password. */
  admin?: { email: string; password: string | undefined };
}

export async function seed(
  db: Db,
  admin: { email: string; password: string | undefined },
): Promise<SeedResult> {
  await db.transaction(async (tx) => {
    await tx
      .insert(roles)
      .values(ROLES.map((r) => ({ roleId: r.roleId, name: r.name })))
      .onConflictDoUpdate({ target: roles.roleId, set: { name: sql`excluded.name` } });

    await tx
      .insert(regions)
      .values(REGIONS.map((name) => ({ name })))
      .onConflictDoNothing();
    const regionIds = new Map((await tx.select().from(regions)).map((r) => [r.name, r.regionId]));
    await tx
      .insert(provinces)
      .values(
        PROVINCES.map((p) => ({ plate: p.plate, name: p.name, regionId: regionIds.get(p.region) ?? 0 })),
      )
      .onConflictDoUpdate({
        target: provinces.plate,
        set: { name: sql`excluded.name`, regionId: sql`excluded.region_id` },
      });

    await tx
      .insert(titles)
      .values([TITLE_NONE, ...TITLES].map((name, i) => ({ name, sortOrder: i })))
      .onConflictDoUpdate({ target: titles.name, set: { sortOrder: sql`excluded.sort_order` } });
    await tx
      .insert(educationLevels)
      .values(EDUCATION_LEVELS.map((name, i) => ({ name, sortOrder: i })))
      .onConflictDoUpdate({ target: educationLevels.name, set: { sortOrder: sql`excluded.sort_order` } });

    // The tale groups only into an empty table, in the reference order: the editors keep them afterwards
    // (/masal/taleGroupList), and a group they renamed or deleted stays so.
    await lockTaleGroups(tx);
    const [anyGroup] = await tx.select({ id: taleGroups.groupId }).from(taleGroups).limit(1);
    if (!anyGroup) {
      for (const [i, group] of TALE_GROUPS.entries()) {
        const [row] = await tx
          .insert(taleGroups)
          .values({ name: group.name, atu: group.atu, position: i + 1 })
          .returning({ groupId: taleGroups.groupId });
        if (!row || group.subgroups.length === 0) continue;
        await tx.insert(taleSubgroups).values(
          group.subgroups.map((s, j) => ({
            groupId: row.groupId,
            name: s.name,
            atu: s.atu,
            position: j + 1,
          })),
        );
      }
    }

    // The starter list only into an empty table: an institution the admin deleted stays deleted. The none
    // option always exists (accounts without an institution point to it).
    const [anyInstitution] = await tx.select({ id: institutions.institutionId }).from(institutions).limit(1);
    await tx
      .insert(institutions)
      .values((anyInstitution ? [NO_INSTITUTION] : STARTER_INSTITUTIONS).map((name) => ({ name })))
      .onConflictDoNothing();
  });
  return { admin: await ensureAdmin(db, admin) };
}

/** The first admin, created only when no user holds the admin role. */
async function ensureAdmin(
  db: Db,
  admin: { email: string; password: string | undefined },
): Promise<SeedResult['admin']> {
  const [existing] = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(eq(userRoles.roleId, ROLE.admin))
    .limit(1);
  if (existing) return undefined;

  const password = admin.password ?? randomBytes(12).toString('base64url');
  const [none] = await db
    .select({ id: institutions.institutionId })
    .from(institutions)
    .where(eq(institutions.name, NO_INSTITUTION));
  await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: admin.email,
        passwordHash: await hashPassword(password),
        name: 'Sistem',
        surname: 'Yöneticisi',
        institutionId: none?.id ?? 1,
        isActive: true,
        activatedAt: new Date(),
      })
      .returning({ userId: users.userId });
    if (!user) throw new Error('admin insert returned nothing');
    await tx.insert(userRoles).values({ userId: user.userId, roleId: ROLE.admin });
    await writeAudit(tx, {
      actorUserId: null,
      action: 'user.create',
      entityId: user.userId,
      details: { roles: [ROLE.admin], firstAdmin: true },
    });
  });
  return { email: admin.email, password: admin.password ? undefined : password };
}
