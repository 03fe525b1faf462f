/**
 * OAI-PMH 2.0 answers written with xmlbuilder2 (§3.2): the envelope with its responseDate and request, a
 * record's header, its Dublin Core (oai_dc) and the errors. Text is stripped of characters XML 1.0 cannot
 * carry (a control character pasted into a tale would otherwise make the whole answer unreadable).
 */
import type { PublishedTale } from '@masal/shared';
import { create } from 'xmlbuilder2';
import type { OaiError } from './oai-request.ts';

/** An element being written (xmlbuilder2's builder, named here: the package exports only its functions). */
export type XMLBuilder = ReturnType<typeof create>;

const OAI = 'http://www.openarchives.org/OAI/2.0/';
const XSI = 'http://www.w3.org/2001/XMLSchema-instance';
const XMLNS = 'http://www.w3.org/2000/xmlns/';
export const OAI_DC = {
  prefix: 'oai_dc',
  namespace: 'http://www.openarchives.org/OAI/2.0/oai_dc/',
  schema: 'http://www.openarchives.org/OAI/2.0/oai_dc.xsd',
} as const;
const DC = 'http://purl.org/dc/elements/1.1/';
const OAI_IDENTIFIER = 'http://www.openarchives.org/OAI/2.0/oai-identifier';

/** Everything but what XML 1.0 allows (tab, line ends, the rest of Unicode but surrogates and U+FFFE/F). */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const xmlText = (text: string) => text.replace(NOT_XML, '');

/** The request element: the base URL, with the verb and arguments unless they were refused (§3.6). */
export interface EchoedRequest {
  baseUrl: string;
  attributes?: Record<string, string>;
}

/** The whole answer: the envelope, then what `fill` writes inside it. */
export function oaiDocument(responseDate: string, request: EchoedRequest, fill: (root: XMLBuilder) => void) {
  const doc = create({ version: '1.0', encoding: 'UTF-8' });
  const root = doc
    .ele(OAI, 'OAI-PMH')
    .att(XMLNS, 'xmlns:xsi', XSI)
    .att(XSI, 'xsi:schemaLocation', `${OAI} ${OAI}OAI-PMH.xsd`);
  root.ele('responseDate').txt(responseDate);
  const echoed = root.ele('request', request.attributes ?? {});
  echoed.txt(request.baseUrl);
  fill(root);
  return doc.end({ prettyPrint: false });
}

export function writeErrors(root: XMLBuilder, errors: readonly OaiError[]) {
  for (const error of errors) root.ele('error', { code: error.code }).txt(xmlText(error.message));
}

/** A child element with text. */
export const textElement = (parent: XMLBuilder, name: string, text: string) =>
  parent.ele(name).txt(xmlText(text));

export interface RecordHeader {
  identifier: string;
  datestamp: string;
  deleted: boolean;
  setSpecs: readonly string[];
}

export function writeHeader(parent: XMLBuilder, header: RecordHeader) {
  const element = parent.ele('header', header.deleted ? { status: 'deleted' } : {});
  element.ele('identifier').txt(header.identifier);
  element.ele('datestamp').txt(header.datestamp);
  for (const spec of header.setSpecs) element.ele('setSpec').txt(spec);
}

/**
 * A published tale in Dublin Core: title; creator the compiler; contributor the narrator (only where they
 * agreed to be named — the record carries no name otherwise); subject the tale type with its ATU and TTV;
 * description the abstract; date the day it was compiled, else of publication; type (DCMI's Text, and in Turkish); language `tr`; coverage
 * the province and the region; identifier the public URL; rights the licence; publisher the portal.
 */
export function writeDublinCore(
  parent: XMLBuilder,
  tale: PublishedTale,
  labels: { type: string; publisher: string },
) {
  const dc = parent
    .ele(OAI_DC.namespace, 'oai_dc:dc')
    .att(XMLNS, 'xmlns:dc', DC)
    .att(XMLNS, 'xmlns:xsi', XSI)
    .att(XSI, 'xsi:schemaLocation', `${OAI_DC.namespace} ${OAI_DC.schema}`);
  const add = (name: string, value: string | null | undefined) => {
    if (value) dc.ele(DC, `dc:${name}`).txt(xmlText(value));
  };
  add('title', tale.taleName);
  add('creator', tale.compilerNameSurname);
  add('contributor', tale.narratorNameSurname);
  add('subject', tale.groupName);
  add('subject', tale.subGroupName);
  add('subject', tale.typeAtu ? `ATU ${tale.typeAtu}` : null);
  add('subject', tale.typeTtv ? `TTV ${tale.typeTtv}` : null);
  add('description', tale.abstract);
  add('publisher', labels.publisher);
  add('date', tale.complationDate ?? tale.publishedAt.slice(0, 10));
  add('type', 'Text');
  add('type', labels.type);
  add('format', 'text/plain');
  add('identifier', tale.url);
  add('language', 'tr');
  add('coverage', tale.city);
  add('coverage', tale.area);
  add('rights', `${tale.license.name} ${tale.license.url}`);
}

/** Identify's description of the identifiers (§2.4, the oai-identifier schema), for a domain name only. */
export function writeIdentifierDescription(parent: XMLBuilder, host: string, sample: string) {
  parent
    .ele('description')
    .ele(OAI_IDENTIFIER, 'oai-identifier')
    .att(XMLNS, 'xmlns:xsi', XSI)
    .att(XSI, 'xsi:schemaLocation', `${OAI_IDENTIFIER} ${OAI_IDENTIFIER}.xsd`)
    .ele('scheme')
    .txt('oai')
    .up()
    .ele('repositoryIdentifier')
    .txt(host)
    .up()
    .ele('delimiter')
    .txt(':')
    .up()
    .ele('sampleIdentifier')
    .txt(sample);
}
