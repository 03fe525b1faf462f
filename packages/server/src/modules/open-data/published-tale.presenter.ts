/**
 * A published tale as the public reads it (PublishedTale of @masal/shared): its address in the reading room,
 * the licence and the "how to cite" line. The one shape of open data, OAI-PMH's metadata and the reading room.
 */
import { type OpenDataLicense, type PublishedTale, publicTalePath, t } from '@masal/shared';
import type { PublishedAttachmentRow, PublishedTaleRow } from './open-data.repository.ts';

/** What every record shares: the portal's origin and the archive's licence (config). */
export interface PublicationContext {
  publicUrl: string;
  license: OpenDataLicense;
}

const publicTaleUrl = (context: PublicationContext, taleId: number, taleName: string) =>
  `${context.publicUrl}${publicTalePath(taleId, taleName)}`;

/**
 * The "how to cite" line: compiler, name, place and year of compilation, the portal, the address, the licence.
 * A part the record lacks is left out with its separator.
 */
function citationOf(
  row: Pick<PublishedTaleRow, 'taleName' | 'compilerNameSurname' | 'area' | 'city' | 'complationDate'>,
  url: string,
  license: OpenDataLicense,
): string {
  const place =
    row.city && row.area ? t('openData.citationPlace', { city: row.city, area: row.area }) : row.area;
  const where = [place, row.complationDate?.slice(0, 4)].filter(Boolean).join(', ');
  return [
    row.compilerNameSurname ? t('openData.citationCompiler', { name: row.compilerNameSurname }) : null,
    t('openData.citationName', { name: row.taleName }),
    where || null,
    `${t('app.title')}, ${url}`,
    t('openData.citationLicense', { license: license.name }),
  ]
    .filter((part): part is string => part !== null)
    .map((part) => (/[.!?]$/.test(part) ? part : `${part}.`))
    .join(' ');
}

export function toPublishedTale(
  row: PublishedTaleRow,
  files: readonly PublishedAttachmentRow[],
  context: PublicationContext,
): PublishedTale {
  const url = publicTaleUrl(context, row.taleId, row.taleName);
  return {
    taleId: row.taleId,
    url,
    taleName: row.taleName,
    text: row.text,
    abstract: row.abstract,
    groupName: row.groupName,
    subGroupName: row.subGroupName,
    typeAtu: row.typeAtu,
    typeTtv: row.typeTtv,
    area: row.area,
    city: row.city,
    complationDate: row.complationDate,
    compilerNameSurname: row.compilerNameSurname,
    narratorNameSurname: row.narratorNameSurname,
    attachments: files.map((f) => ({
      id: f.id,
      type: f.type,
      fileName: f.fileName,
      mimeType: f.mimeType,
      size: f.size,
    })),
    license: context.license,
    citation: citationOf(row, url, context.license),
    publishedAt: row.publishedAt.toISOString(),
    modifiedAt: row.datestamp.toISOString(),
  };
}
