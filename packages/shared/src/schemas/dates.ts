/** Calendar dates as `<input type="date">` gives them (`YYYY-MM-DD`), checked against today in Istanbul. */
import { todayIso } from '../format.ts';
import { MSG } from '../messages.ts';
import { str } from './primitives.ts';

function isIsoDate(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
}

/** An optional `YYYY-MM-DD` date, not in the future; an empty value is null. */
export const optionalPastDate = () =>
  str()
    .trim()
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || isIsoDate(v), MSG.dateInvalid)
    // Only a real date is compared, so a malformed one gets one message, not two.
    .refine((v) => v === null || !isIsoDate(v) || v <= todayIso(), MSG.dateInFuture);

/** A query's optional day filter, `YYYY-MM-DD` (counted in Istanbul time by the lists). */
export const optionalDayQuery = () =>
  str()
    .trim()
    .refine((v) => isIsoDate(v), MSG.dateInvalid)
    .optional();
