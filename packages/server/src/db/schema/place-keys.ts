/** Sort keys of regions and provinces, computed by the database from the shared reference lists. */
import { compareTr, PROVINCES, REGIONS } from '@masal/shared';
import { type SQL, sql } from 'drizzle-orm';

/** Larger than any place's position: a tale without a region or province sorts after every place. */
const NO_PLACE = 32_767;

const ORDERED = {
  regions: [...REGIONS].sort(compareTr),
  provinces: PROVINCES.map((p) => p.name).sort(compareTr),
};

/**
 * `coalesce(array_position(array['Akdeniz', …], column), 32767)`: the place's position in Turkish
 * alphabetical order, whatever the database's collation. Literals, not parameters: it is a column's
 * generation expression. A change to the lists needs a migration (drizzle-kit sees the new expression).
 */
export function placeKeySql(column: 'area' | 'city', list: keyof typeof ORDERED): SQL {
  const names = ORDERED[list].map((n) => `'${n.replaceAll("'", "''")}'`).join(', ');
  return sql.raw(`coalesce(array_position(array[${names}]::text[], ${column}), ${NO_PLACE})::smallint`);
}
