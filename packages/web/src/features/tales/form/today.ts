/** Today in Istanbul as YYYY-MM-DD: the latest date the shared schema accepts. */
export { todayIso } from '@masal/shared/schemas/dates';
