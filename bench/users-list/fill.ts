/**
 * Fills a migrated, seeded database with the users bench's people: Turkish names (a fifth with two first
 * names), unique e-mails, valid TC Kimlik Nos stored as the app stores them (encrypted, with the keyed look-up
 * hash), every status, sign-ins over the last years, institutions of the 81 provinces beside the starter
 * list, and roles (every one a compiler, a few staff). Multi-row INSERTs of BATCH users each. Deterministic.
 */
import { foldTr, PROVINCES, ROLE, type RoleId } from '@masal/shared';
import type { Db } from '../../packages/server/src/db/db.ts';
import { institutions, userRoles, users } from '../../packages/server/src/db/schema/index.ts';
import { hashPassword } from '../../packages/server/src/security/passwords.ts';
import type { Secrets } from '../../packages/server/src/security/secrets.ts';
import { tcKimlikChecksum } from '../../packages/server/test/support/factories.ts';
import { type Random, seededRandom, weighted } from '../corpus/random.ts';
import { FIRST_NAMES, SURNAMES } from '../corpus/turkish.ts';

export const USERS_PASSWORD = 'Kullanici-Sifre-1';
export const USERS_ADMIN_EMAIL = 'yonetici@kullanicilar.masal.test';
const EMAIL_DOMAINS = ['ornek.com.tr', 'posta.gov.tr', 'universite.edu.tr', 'eposta.net'];
const BATCH = 1000;
const START = Date.UTC(2019, 0, 1);
const NOW = Date.UTC(2026, 9, 1);

/** Staff roles beside the compiler's, and how often one is given (most people are compilers only). */
const EXTRA_ROLES: ReadonlyArray<[RoleId | 0, number]> = [
  [0, 960],
  [ROLE.editor, 15],
  [ROLE.languageEditor, 5],
  [ROLE.fieldEditor, 5],
  [ROLE.advisoryBoardMember, 4],
  [ROLE.editorAssistant, 6],
  [ROLE.publishingEditor, 3],
  [ROLE.advisoryBoardChair, 1],
  [ROLE.admin, 1],
];

function tcKimlikNo(random: Random, taken: Set<string>): string {
  for (;;) {
    const first9 = [random.int(1, 9), ...Array.from({ length: 8 }, () => random.int(0, 9))];
    const value = [...first9, ...tcKimlikChecksum(first9)].join('');
    if (!taken.has(value)) {
      taken.add(value);
      return value;
    }
  }
}

export interface FilledUsers {
  users: number;
  institutions: number;
  /** TC Kimlik Nos of some of the people, for the search by a whole number. */
  someIdentityNos: string[];
}

export async function fillUsers(db: Db, secrets: Secrets, count: number): Promise<FilledUsers> {
  const random = seededRandom(20_261_111);
  const passwordHash = await hashPassword(USERS_PASSWORD);
  await db
    .insert(institutions)
    .values(PROVINCES.map((p) => ({ name: `${p.name} İl Kültür ve Turizm Müdürlüğü` })))
    .onConflictDoNothing();
  const institutionIds = (await db.select({ id: institutions.institutionId }).from(institutions)).map(
    (r) => r.id,
  );

  const taken = new Set<string>();
  const someIdentityNos: string[] = [];
  for (let from = 0; from < count; from += BATCH) {
    const rows: (typeof users.$inferInsert)[] = [];
    const extraRoles: (RoleId | 0)[] = [];
    for (let n = from; n < Math.min(count, from + BATCH); n++) {
      const name = random.chance(0.2)
        ? `${random.pick(FIRST_NAMES)} ${random.pick(FIRST_NAMES)}`
        : random.pick(FIRST_NAMES);
      const surname = random.pick(SURNAMES);
      const identityNo = tcKimlikNo(random, taken);
      if (n % 997 === 0) someIdentityNos.push(identityNo);
      const createdAt = new Date(START + random.next() * (NOW - START));
      const status = weighted(random, [
        ['active', 88],
        ['pending', 6],
        ['passive', 6],
      ] as const);
      const activatedAt = status === 'pending' ? null : createdAt;
      const signedIn = status === 'active' && random.chance(0.85);
      rows.push({
        email: `${foldTr(name).replace(/\W+/g, '.')}.${foldTr(surname)}.${n}@${random.pick(EMAIL_DOMAINS)}`,
        passwordHash,
        name,
        surname,
        institutionId: random.pick(institutionIds),
        identityNoEnc: secrets.encrypt(identityNo),
        identityNoHash: secrets.lookupHash(identityNo),
        isActive: status === 'active',
        activatedAt,
        lastSignInAt: signedIn
          ? new Date(createdAt.getTime() + random.next() * (NOW - createdAt.getTime()))
          : null,
        createdAt,
        updatedAt: createdAt,
      });
      extraRoles.push(weighted(random, EXTRA_ROLES));
    }
    await db.transaction(async (tx) => {
      const ids = await tx.insert(users).values(rows).returning({ userId: users.userId });
      const roleRows = ids.flatMap(({ userId }, i) => {
        const extra = extraRoles[i] ?? 0;
        return [{ userId, roleId: ROLE.writer }, ...(extra ? [{ userId, roleId: extra }] : [])];
      });
      await tx.insert(userRoles).values(roleRows);
    });
  }
  return { users: count, institutions: institutionIds.length, someIdentityNos };
}
