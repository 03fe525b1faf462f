/** Queries of the institutions table. */
import type { Db } from '../../db/client.ts';
import { institutions } from '../../db/schema/index.ts';

export function institutionRepository(db: Db) {
  return {
    list: () =>
      db.select({ institutionId: institutions.institutionId, name: institutions.name }).from(institutions),
  };
}
export type InstitutionRepository = ReturnType<typeof institutionRepository>;
