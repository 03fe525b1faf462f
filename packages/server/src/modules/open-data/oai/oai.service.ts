/**
 * OAI-PMH 2.0 (§4): the six verbs over the publication records. A published tale is a record with its Dublin
 * Core; a tale that left publication stays a record, answered as deleted (deletedRecord "persistent") with
 * its header only; a tale never published is no record at all (idDoesNotExist), whatever its status. Lists go
 * a page at a time in id order behind resumption tokens.
 */
import { ID_MAX, t } from '@masal/shared';
import type { OpenDataRepository } from '../open-data.repository.ts';
import type { OpenDataService } from '../open-data.service.ts';
import {
  datestampRange,
  OaiProblem,
  type OaiRequest,
  oaiDatestamp,
  oaiError,
  parseOaiRequest,
} from './oai-request.ts';
import { allSets, harvestSetOf, setSpecsOf } from './oai-sets.ts';
import {
  type EchoedRequest,
  OAI_DC,
  oaiDocument,
  type RecordHeader,
  textElement,
  writeDublinCore,
  writeErrors,
  writeHeader,
  writeIdentifierDescription,
  type XMLBuilder,
} from './oai-xml.ts';
import { decodeToken, encodeToken, type ListPosition, TOKEN_LIFETIME_MS } from './resumption-token.ts';

/** Records (or headers) a list answers at a time. */
export const OAI_PAGE_SIZE = 100;

export interface OaiSettings {
  /** PUBLIC_URL + /oai */
  baseUrl: string;
  repositoryName: string;
  /** The portal's contact address (MAIL_FROM's): never a person's sign-in address. */
  adminEmail: string;
  /** The namespace of the identifiers, `oai:{host}:{taleId}`: PUBLIC_URL's host name. */
  host: string;
}

/** A domain name as the oai-identifier scheme wants it (at least one dot), so Identify may describe it. */
const DOMAIN = /^[a-zA-Z][a-zA-Z0-9-]*(\.[a-zA-Z][a-zA-Z0-9-]*)+$/;

export function oaiService(repository: OpenDataRepository, openData: OpenDataService, settings: OaiSettings) {
  const prefix = `oai:${settings.host}:`;
  const identifierOf = (taleId: number) => `${prefix}${taleId}`;

  /** The tale id an identifier names; undefined for one that cannot be ours. */
  function taleIdOf(identifier: string): number | undefined {
    if (!identifier.startsWith(prefix)) return undefined;
    const id = identifier.slice(prefix.length);
    if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > ID_MAX) return undefined;
    return Number(id);
  }

  const noSuchRecord = () => new OaiProblem([oaiError('idDoesNotExist', t('openData.oai.idDoesNotExist'))]);
  const onlyOaiDc = () =>
    new OaiProblem([oaiError('cannotDisseminateFormat', t('openData.oai.cannotDisseminateFormat'))]);
  const badToken = () =>
    new OaiProblem([oaiError('badResumptionToken', t('openData.oai.badResumptionToken'))]);

  type Header = NonNullable<Awaited<ReturnType<OpenDataRepository['header']>>>;
  const headerOf = (row: Header, published: boolean): RecordHeader => ({
    identifier: identifierOf(row.taleId),
    datestamp: oaiDatestamp(row.datestamp),
    deleted: !published,
    // A deleted record names no sets: it carries nothing of the tale any more.
    setSpecs: published ? setSpecsOf(row) : [],
  });
  const dcLabels = { type: t('openData.dcType'), publisher: settings.repositoryName };

  /** Where a list starts or goes on: from the arguments, or from the harvester's token. */
  function positionOf(args: Readonly<Record<string, string>>, now: Date): ListPosition {
    const token = args.resumptionToken;
    if (token !== undefined) {
      const position = decodeToken(token, now.getTime());
      if (!position) throw badToken();
      return position;
    }
    // A malformed date is a badArgument, which comes before any other answer about the request.
    const { from, before } = datestampRange(args.from, args.until);
    if (args.metadataPrefix !== OAI_DC.prefix) throw onlyOaiDc();
    return {
      m: OAI_DC.prefix,
      f: from?.getTime() ?? null,
      // A list without `until` ends where it began: what changes meanwhile is the next harvest's.
      b: (before ?? new Date(Math.floor(now.getTime() / 1000) * 1000 + 1000)).getTime(),
      s: args.set ?? null,
      a: 0,
      c: 0,
      x: 0,
    };
  }

  async function list(request: OaiRequest, now: Date, withMetadata: boolean) {
    const position = positionOf(request.args, now);
    const set = position.s === null ? undefined : harvestSetOf(position.s);
    if (position.s !== null && !set)
      throw new OaiProblem([oaiError('noRecordsMatch', t('openData.oai.noRecordsMatch'))]);
    const { rows, total } = await repository.harvest(
      { from: position.f === null ? undefined : new Date(position.f), before: new Date(position.b), set },
      position.a,
      OAI_PAGE_SIZE,
    );
    if (rows.length === 0 && position.c === 0)
      throw new OaiProblem([oaiError('noRecordsMatch', t('openData.oai.noRecordsMatch'))]);
    if (rows.length === 0 && position.c > 0) throw badToken();
    const tales = withMetadata
      ? await openData.published(rows.filter((r) => r.published).map((r) => r.taleId))
      : undefined;
    const sent = position.c + rows.length;
    const last = rows[rows.length - 1];
    const more = rows.length === OAI_PAGE_SIZE && sent < total && last !== undefined;
    const expires = now.getTime() + TOKEN_LIFETIME_MS;
    return (root: XMLBuilder) => {
      const element = root.ele(request.verb);
      for (const row of rows) {
        // Published when read, but gone by the record's read: answered as deleted, never with stale metadata.
        const tale = tales?.get(row.taleId);
        const header = headerOf(row, row.published && (tales === undefined || tale !== undefined));
        if (withMetadata) {
          const record = element.ele('record');
          writeHeader(record, header);
          if (tale) writeDublinCore(record.ele('metadata'), tale, dcLabels);
        } else writeHeader(element, header);
      }
      if (more) {
        element
          .ele('resumptionToken', {
            completeListSize: String(total),
            cursor: String(position.c),
            expirationDate: oaiDatestamp(new Date(expires)),
          })
          .txt(encodeToken({ ...position, a: last.taleId, c: sent, x: expires }));
      } else if (position.c > 0) {
        // The last part of a list: an empty token says it is complete (§3.5).
        element.ele('resumptionToken', { completeListSize: String(total), cursor: String(position.c) });
      }
    };
  }

  async function answer(request: OaiRequest, now: Date) {
    const { verb, args } = request;
    switch (verb) {
      case 'Identify': {
        const earliest = (await repository.earliestDatestamp()) ?? now;
        return (root: XMLBuilder) => {
          const element = root.ele('Identify');
          textElement(element, 'repositoryName', settings.repositoryName);
          element.ele('baseURL').txt(settings.baseUrl);
          element.ele('protocolVersion').txt('2.0');
          element.ele('adminEmail').txt(settings.adminEmail);
          element.ele('earliestDatestamp').txt(oaiDatestamp(earliest));
          element.ele('deletedRecord').txt('persistent');
          element.ele('granularity').txt('YYYY-MM-DDThh:mm:ssZ');
          if (DOMAIN.test(settings.host)) writeIdentifierDescription(element, settings.host, identifierOf(1));
        };
      }
      case 'ListMetadataFormats': {
        if (args.identifier !== undefined) {
          const taleId = taleIdOf(args.identifier);
          if (taleId === undefined || !(await repository.header(taleId))) throw noSuchRecord();
        }
        return (root: XMLBuilder) => {
          root
            .ele('ListMetadataFormats')
            .ele('metadataFormat')
            .ele('metadataPrefix')
            .txt(OAI_DC.prefix)
            .up()
            .ele('schema')
            .txt(OAI_DC.schema)
            .up()
            .ele('metadataNamespace')
            .txt(OAI_DC.namespace);
        };
      }
      case 'ListSets': {
        // Every set fits in one answer: a token can only be one that was never given.
        if (args.resumptionToken !== undefined) throw badToken();
        const sets = allSets(await repository.typeGroups());
        return (root: XMLBuilder) => {
          const element = root.ele('ListSets');
          for (const set of sets) {
            const entry = element.ele('set');
            entry.ele('setSpec').txt(set.setSpec);
            textElement(entry, 'setName', set.setName);
          }
        };
      }
      case 'ListIdentifiers':
        return list(request, now, false);
      case 'ListRecords':
        return list(request, now, true);
      case 'GetRecord': {
        const taleId = taleIdOf(args.identifier ?? '');
        const header = taleId === undefined ? undefined : await repository.header(taleId);
        const problems = [
          ...(args.metadataPrefix === OAI_DC.prefix ? [] : onlyOaiDc().errors),
          ...(header ? [] : noSuchRecord().errors),
        ];
        if (problems.length > 0 || !header) throw new OaiProblem(problems);
        const tale = header.published
          ? (await openData.published([header.taleId])).get(header.taleId)
          : undefined;
        return (root: XMLBuilder) => {
          const record = root.ele('GetRecord').ele('record');
          writeHeader(record, headerOf(header, tale !== undefined));
          if (tale) writeDublinCore(record.ele('metadata'), tale, dcLabels);
        };
      }
    }
  }

  return {
    /** The XML answer to a request's parameters (query string or form body); errors are answers too. */
    async respond(params: unknown, now = new Date()): Promise<string> {
      const responseDate = oaiDatestamp(now);
      let request: OaiRequest;
      try {
        request = parseOaiRequest(params);
      } catch (problem) {
        if (!(problem instanceof OaiProblem)) throw problem;
        // badVerb and badArgument: the request is echoed without its verb and arguments (§3.6).
        return oaiDocument(responseDate, { baseUrl: settings.baseUrl }, (root) =>
          writeErrors(root, problem.errors),
        );
      }
      const echoed: EchoedRequest = {
        baseUrl: settings.baseUrl,
        attributes: { verb: request.verb, ...request.args },
      };
      try {
        const fill = await answer(request, now);
        return oaiDocument(responseDate, echoed, fill);
      } catch (problem) {
        if (!(problem instanceof OaiProblem)) throw problem;
        const refused = problem.errors.some((e) => e.code === 'badArgument' || e.code === 'badVerb');
        return oaiDocument(responseDate, refused ? { baseUrl: settings.baseUrl } : echoed, (root) =>
          writeErrors(root, problem.errors),
        );
      }
    },
  };
}
export type OaiService = ReturnType<typeof oaiService>;
