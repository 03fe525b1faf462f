/** Rows to the answers of seed §7 and the workflow: Turkish status name, ISO dates, the SourcePerson of seed §3. */
import {
  actionName,
  isStaff,
  type SourcePerson,
  type Tale,
  type TaleData,
  type TaleHistoryEntry,
  type TaleRevision,
  type TaleSummary,
  type Viewer,
} from '@masal/shared';
import type { SourcePersonRow, TaleRepository, TaleRow } from './tale.repository.ts';

type SummaryRow = Awaited<ReturnType<TaleRepository['list']>>['rows'][number];
type HistoryRow = Awaited<ReturnType<TaleRepository['history']>>[number];
type RevisionRow = Awaited<ReturnType<TaleRepository['revisions']>>[number];

const iso = (d: Date | null) => (d ? d.toISOString() : null);

interface Stamped {
  actionId: number;
  createdAt: Date;
  updatedAt: Date;
  submittedAt: Date | null;
}
/** The status's Turkish name and ISO dates, shared by the full answer and the list rows. */
function withStatusAndDates<T extends Stamped>(row: T) {
  return {
    ...row,
    actionName: actionName(row.actionId),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    submittedAt: iso(row.submittedAt),
  };
}

/**
 * The workflow note this viewer reads (decisions.md): staff the latest, the owner the latest meant for them
 * (a revision request, a final decision's reason), a reader of a published tale none.
 */
function noteFor(row: { userId: number; lastNote: string | null; ownerNote: string | null }, viewer: Viewer) {
  if (isStaff(viewer.roleIds)) return row.lastNote;
  return row.userId === viewer.userId ? row.ownerNote : null;
}

export function toTale(row: TaleRow, viewer: Viewer): Tale {
  const { ownerNote: _ownerNote, ...tale } = row;
  return withStatusAndDates({ ...tale, lastNote: noteFor(row, viewer) });
}
/**
 * Field by field, not spread like toTale: the list answers 25–100 of these per call, the busiest call there
 * is, and a literal is several times cheaper to build than copies of the row.
 */
export const toTaleSummary = (row: SummaryRow, viewer: Viewer): TaleSummary => ({
  taleId: row.taleId,
  userId: row.userId,
  authorNameSurname: row.authorNameSurname,
  taleName: row.taleName,
  area: row.area,
  city: row.city,
  actionId: row.actionId,
  actionName: actionName(row.actionId),
  editorId: row.editorId,
  numberOfWord: row.numberOfWord,
  lastNote: noteFor(row, viewer),
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  submittedAt: iso(row.submittedAt),
});

/** A history row; a note between staff is left out for the owner who is not staff (decisions.md). */
export function toHistoryEntry(row: HistoryRow, viewer: Viewer): TaleHistoryEntry {
  const { noteForOwner, ...entry } = row;
  const note = noteForOwner || isStaff(viewer.roleIds) ? entry.note : null;
  return { ...entry, note, at: row.at.toISOString() };
}
export const toTaleRevision = (row: RevisionRow): TaleRevision => ({ ...row, at: row.at.toISOString() });

export function toSourcePerson(row: SourcePersonRow): SourcePerson {
  return row;
}

/** The stored tale in the shape the submit rules read (the same rules the form runs). */
export function toTaleData(row: TaleRow, person: SourcePersonRow | null): TaleData {
  const { sourcePersonId: _id, ...sourcePerson } = person ?? { sourcePersonId: 0 };
  return {
    taleName: row.taleName,
    copyrightStatus: row.copyrightStatus,
    area: row.area,
    city: row.city,
    taleSource: row.taleSource,
    taleSourceText: row.taleSourceText,
    sourceType: row.sourceType,
    taleText: row.taleText,
    taleTextEnd: row.taleTextEnd,
    contextProperties: row.contextProperties,
    compilerNameSurname: row.compilerNameSurname,
    compilerJob: row.compilerJob,
    whereToCompile: row.whereToCompile,
    compilerPlaceOfBirth: row.compilerPlaceOfBirth,
    compilerBirthDate: row.compilerBirthDate,
    compilerEducationLevel: row.compilerEducationLevel,
    compilerExplanation: row.compilerExplanation,
    sourcePerson: person ? (sourcePerson as TaleData['sourcePerson']) : null,
  };
}
