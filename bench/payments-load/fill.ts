/**
 * Fills a migrated, seeded database with the payments bench's data: COMPILERS compilers (Turkish names, valid
 * TC Kimlik Nos and IBANs stored encrypted as the app stores them; one in twenty without bank details) spread
 * over the 81 provinces' institutions, one completed tale per payment over the 7 regions, and the payments:
 * every fourth approved (the bank export's rows), the rest pending or paid, accrued over 2019–2026. Tales and
 * payments come from generate_series in the database. Deterministic.
 */
import { PROVINCES, REGIONS, ROLE } from '@masal/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../packages/server/src/db/db.ts';
import { institutions, userRoles, users } from '../../packages/server/src/db/schema/index.ts';
import { hashPassword } from '../../packages/server/src/security/passwords.ts';
import type { Secrets } from '../../packages/server/src/security/secrets.ts';
import { tcKimlikChecksum } from '../../packages/server/test/support/factories.ts';
import { validIban } from '../../packages/server/test/support/payment-fixtures.ts';
import { seededRandom } from '../corpus/random.ts';
import { FIRST_NAMES, SURNAMES } from '../corpus/turkish.ts';

export const PAYMENTS_PASSWORD = 'Odeme-Sifre-1';
export const PAYMENTS_ADMIN_EMAIL = 'yonetici@odemeler.masal.test';
const COMPILERS = 5_000;
const BATCH = 1_000;

/** Valid TC Kimlik No number `n` (unique per n below 10^8). */
function tcKimlikNo(n: number): string {
  const first9 = [1 + (n % 9), ...String(n).padStart(8, '0').split('').map(Number)];
  return [...first9, ...tcKimlikChecksum(first9)].join('');
}

export interface FilledPayments {
  compilers: number;
  payments: number;
  /** A surname to filter by, and an institution's id. */
  someSurname: string;
  someInstitutionId: number;
}

export async function fillPayments(db: Db, secrets: Secrets, count: number): Promise<FilledPayments> {
  const random = seededRandom(20_261_125);
  const passwordHash = await hashPassword(PAYMENTS_PASSWORD);
  await db
    .insert(institutions)
    .values(PROVINCES.map((p) => ({ name: `${p.name} İl Kültür ve Turizm Müdürlüğü` })))
    .onConflictDoNothing();
  const institutionIds = (await db.select({ id: institutions.institutionId }).from(institutions)).map(
    (r) => r.id,
  );

  for (let from = 0; from < COMPILERS; from += BATCH) {
    const rows: (typeof users.$inferInsert)[] = [];
    for (let n = from; n < Math.min(COMPILERS, from + BATCH); n++) {
      const identityNo = tcKimlikNo(n + 1);
      const withBank = n % 20 !== 0;
      rows.push({
        email: `derleyici${n}@odemeler.masal.test`,
        passwordHash,
        name: random.pick(FIRST_NAMES),
        surname: random.pick(SURNAMES),
        institutionId: institutionIds[n % institutionIds.length] ?? 1,
        identityNoEnc: secrets.encrypt(identityNo),
        identityNoHash: secrets.lookupHash(identityNo),
        ibanEnc: withBank ? secrets.encrypt(validIban(n + 1)) : null,
        bankName: withBank ? 'Türkiye İş Bankası A.Ş.' : null,
        isActive: true,
        activatedAt: new Date(),
      });
    }
    const inserted = await db.insert(users).values(rows).returning({ userId: users.userId });
    await db.insert(userRoles).values(inserted.map((u) => ({ userId: u.userId, roleId: ROLE.writer })));
  }

  const regions = sql.raw(`array[${REGIONS.map((r) => `'${r.replaceAll("'", "''")}'`).join(', ')}]::text[]`);
  // One completed tale per payment, its compiler one of the bench's, its region one of the seven.
  await db.execute(sql`
    insert into tales (user_id, action_id, tale_name, tale_name_key, area, number_of_word)
    select c.user_id, 6, 'Ödeme masalı ' || g, 'odeme masali ' || g,
           (${regions})[1 + g % 7], 100 + (g * 7919) % 5000
    from generate_series(1, ${count}) g
    join (select user_id, row_number() over (order by user_id) - 1 as k
          from users where email like 'derleyici%@odemeler.masal.test') c on c.k = g % ${COMPILERS}`);
  // Every fourth approved; of the rest, a third pending and two thirds paid. Accrued over 2019–2026.
  await db.execute(sql`
    insert into payments (tale_id, user_id, number_of_word, coefficient, amount_kurus, status,
                          created_at, approved_at, paid_at)
    select t.tale_id, t.user_id, t.number_of_word, 25.1,
           (t.number_of_word * 251000 + 5000) / 10000,
           s.status::payment_status,
           s.created_at,
           case when s.status <> 'pending' then s.created_at + interval '10 days' end,
           case when s.status = 'paid' then (s.created_at + interval '30 days')::date end
    from tales t
    cross join lateral (
      select case when t.tale_id % 4 = 1 then 'approved' when t.tale_id % 3 = 0 then 'pending' else 'paid' end as status,
             timestamptz '2019-01-01' + (t.tale_id * 7919 % 2800) * interval '1 day' as created_at
    ) s
    where t.tale_name like 'Ödeme masalı %'`);
  const [some] = await db
    .select({ surname: users.surname, institutionId: users.institutionId })
    .from(users)
    .where(sql`${users.email} = 'derleyici7@odemeler.masal.test'`);
  return {
    compilers: COMPILERS,
    payments: count,
    someSurname: some?.surname ?? 'Yılmaz',
    someInstitutionId: some?.institutionId ?? 1,
  };
}
