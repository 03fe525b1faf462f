/**
 * A tale as the web preview shows it (features/tales/tale-preview-content.tsx): the same sections in the same
 * order, the optional ones under the same conditions, so the fields a tale's own choices hide stay hidden.
 */
import {
  COPYRIGHT_STATUS,
  formatCount,
  formatDateTr,
  SOURCE_TYPE,
  TALE_SOURCE,
  type TaleFull,
} from '@masal/shared';
import type { PdfBlock, PdfDocument } from '../../pdf/pdf-renderer.ts';
import { TALE_LABELS as L } from './pdf-labels.ts';

type Field = { label: string; value: string | null | undefined };

const hasText = (v: string | null | undefined): v is string => Boolean(v?.trim());
/** An empty value reads "—", as in the preview. */
const orDash = (v: string | null | undefined) => (hasText(v) ? v : L.empty);
const dateOrNull = (v: string | null | undefined) => (v ? formatDateTr(v) : null);

const fields = (list: Field[]): PdfBlock => ({
  kind: 'fields',
  fields: list.map((f) => ({ label: f.label, value: orDash(f.value) })),
});
const text = (value: string | null | undefined): PdfBlock => ({ kind: 'text', text: orDash(value) });
const heading = (title: string): PdfBlock => ({ kind: 'heading', text: title });

/** "Group / subgroup (ATU … · TTV …)", the group alone, or null before an editor sets it (tale-group-text.ts). */
function taleGroupText(tale: TaleFull): string | null {
  const group = tale.groupName?.trim();
  if (!group) return null;
  const subGroup = tale.subGroupName?.trim();
  const name = subGroup ? `${group} / ${subGroup}` : group;
  const numbers = [
    tale.typeAtu?.trim() ? L.atu(tale.typeAtu.trim()) : null,
    tale.typeTtv?.trim() ? L.ttv(tale.typeTtv.trim()) : null,
  ].filter((n): n is string => n !== null);
  return numbers.length > 0 ? `${name} (${numbers.join(' · ')})` : name;
}

function taleSource(source: number | null): string | null {
  if (source === TALE_SOURCE.compilation) return L.taleSourceCompilation;
  if (source === TALE_SOURCE.printed) return L.taleSourcePrinted;
  return null;
}

/** `madeAt`: when the PDF is made, as its running head says ("Oluşturulma: 26.11.2026 14:05"). */
export function taleDocument(tale: TaleFull, madeAt: string): PdfDocument {
  const person = tale.sourceType === SOURCE_TYPE.person;
  const source = tale.sourcePerson;
  const blocks: PdfBlock[] = [
    heading(L.sectionInfo),
    fields([
      { label: L.taleName, value: tale.taleName },
      {
        label: L.copyright,
        value: tale.copyrightStatus === COPYRIGHT_STATUS.wanted ? L.copyrightYes : L.copyrightNo,
      },
      { label: L.taleGroup, value: taleGroupText(tale) ?? L.taleGroupByEditor },
      { label: L.area, value: tale.area },
      { label: L.city, value: tale.city },
      { label: L.taleSource, value: taleSource(tale.taleSource) },
    ]),
    heading(L.sectionCompiler),
    fields([
      { label: L.compilerNameSurname, value: tale.compilerNameSurname },
      { label: L.compilerJob, value: tale.compilerJob },
      { label: L.whereToCompile, value: tale.whereToCompile },
      { label: L.compilerEducationLevel, value: tale.compilerEducationLevel },
      { label: L.compilerBirthDate, value: dateOrNull(tale.compilerBirthDate) },
      { label: L.compilerPlaceOfBirth, value: tale.compilerPlaceOfBirth },
    ]),
  ];
  if (hasText(tale.compilerExplanation))
    blocks.push(heading(L.sectionCompilerExplanation), text(tale.compilerExplanation));
  blocks.push(
    heading(L.sectionSource),
    fields([
      { label: person ? L.sourcePerson : L.materialName, value: source?.nameSurname },
      { label: L.complationDate, value: dateOrNull(source?.complationDate) },
      ...(person
        ? [
            { label: L.learnedFrom, value: source?.learnedFrom },
            { label: L.job, value: source?.job },
            { label: L.educationLevel, value: source?.educationLevel },
            { label: L.birthYear, value: source?.birthDate },
            { label: L.placeOfBirth, value: source?.placeOfBirth },
          ]
        : []),
    ]),
    heading(L.sectionAttachments),
    {
      kind: 'text',
      text: tale.uploadList.length > 0 ? tale.uploadList.map((a) => a.fileName).join('\n') : L.noAttachments,
    },
    heading(L.sectionTaleText),
    text(tale.taleText),
    heading(L.sectionTaleTextEnd),
    text(tale.taleTextEnd),
  );
  if (tale.taleSource === TALE_SOURCE.printed)
    blocks.push(heading(L.sectionBibliography), text(tale.taleSourceText));
  if (hasText(tale.contextProperties)) blocks.push(heading(L.sectionContext), text(tale.contextProperties));
  return {
    title: tale.taleName,
    subtitle: [
      `${L.taleNo}: ${tale.taleId}`,
      `${L.status}: ${tale.actionName}`,
      L.wordCount(formatCount(tale.numberOfWord)),
    ].join(' · '),
    madeAt,
    blocks,
  };
}
