/**
 * An OAI-PMH 2.0 request's arguments checked by the protocol's rules (§3.1, §4): the verb, each verb's
 * required, optional and exclusive arguments, no argument twice, `from`/`until` of one granularity. What is
 * wrong comes back as the protocol's error codes, never as an HTTP error: a harvester reads them in the XML.
 */
import { t } from '@masal/shared';

const OAI_VERBS = [
  'Identify',
  'ListMetadataFormats',
  'ListSets',
  'ListIdentifiers',
  'ListRecords',
  'GetRecord',
] as const;
type OaiVerb = (typeof OAI_VERBS)[number];

export type OaiErrorCode =
  | 'badVerb'
  | 'badArgument'
  | 'badResumptionToken'
  | 'cannotDisseminateFormat'
  | 'idDoesNotExist'
  | 'noRecordsMatch'
  | 'noMetadataFormats'
  | 'noSetHierarchy';

export interface OaiError {
  code: OaiErrorCode;
  message: string;
}

/** An error the answer carries as `<error code="…">`. */
export class OaiProblem extends Error {
  constructor(readonly errors: OaiError[]) {
    super(errors.map((e) => e.code).join(', '));
  }
}

export const oaiError = (code: OaiErrorCode, message: string): OaiError => ({ code, message });

interface VerbArguments {
  required: readonly string[];
  optional: readonly string[];
  /** Allowed only alone (with the verb). */
  exclusive?: string;
}

const LIST = {
  required: ['metadataPrefix'],
  optional: ['from', 'until', 'set'],
  exclusive: 'resumptionToken',
};

const ARGUMENTS: Readonly<Record<OaiVerb, VerbArguments>> = {
  Identify: { required: [], optional: [] },
  ListMetadataFormats: { required: [], optional: ['identifier'] },
  ListSets: { required: [], optional: [], exclusive: 'resumptionToken' },
  ListIdentifiers: LIST,
  ListRecords: LIST,
  GetRecord: { required: ['identifier', 'metadataPrefix'], optional: [] },
};

/** The request as parsed: the verb and its arguments, each once. */
export interface OaiRequest {
  verb: OaiVerb;
  args: Readonly<Record<string, string>>;
}

const isVerb = (value: unknown): value is OaiVerb => OAI_VERBS.includes(value as OaiVerb);

/** The protocol's spellings of a metadata prefix and a setSpec (§3.4, §4.6); anything else is a badArgument. */
const SPELLING: Readonly<Record<string, RegExp>> = {
  metadataPrefix: /^[A-Za-z0-9\-_.!~*'()]+$/,
  set: /^[A-Za-z0-9\-_.!~*'()]+(:[A-Za-z0-9\-_.!~*'()]+)*$/,
};

/**
 * The query string or form body (a key given twice arrives as a list) as an OaiRequest; an OaiProblem with
 * badVerb or badArgument otherwise.
 */
export function parseOaiRequest(input: unknown): OaiRequest {
  const params = (input && typeof input === 'object' && !Array.isArray(input) ? input : {}) as Record<
    string,
    unknown
  >;
  const verb = params.verb;
  if (!isVerb(verb)) throw new OaiProblem([oaiError('badVerb', t('openData.oai.badVerb'))]);
  const rule = ARGUMENTS[verb];
  const args: Record<string, string> = {};
  const errors: OaiError[] = [];
  for (const [name, value] of Object.entries(params)) {
    if (name === 'verb') continue;
    const known = rule.required.includes(name) || rule.optional.includes(name) || rule.exclusive === name;
    if (!known) errors.push(oaiError('badArgument', t('openData.oai.unknownArgument', { name })));
    else if (typeof value !== 'string' || value === '' || SPELLING[name]?.test(value) === false)
      errors.push(oaiError('badArgument', t('openData.oai.badArgument', { name })));
    else args[name] = value;
  }
  if (errors.length > 0) throw new OaiProblem(errors);
  if (rule.exclusive && args[rule.exclusive] !== undefined) {
    if (Object.keys(args).length > 1)
      throw new OaiProblem([oaiError('badArgument', t('openData.oai.exclusiveArgument'))]);
    return { verb, args };
  }
  const missing = rule.required.filter((name) => args[name] === undefined);
  if (missing.length > 0)
    throw new OaiProblem(
      missing.map((name) => oaiError('badArgument', t('openData.oai.badArgument', { name }))),
    );
  return { verb, args };
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const SECOND = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})Z$/;

/** A UTC datestamp of either granularity; its step is what `until` adds to include the whole of it. */
interface Datestamp {
  at: Date;
  stepMs: number;
}

function parseDatestamp(name: string, value: string): Datestamp {
  const granularity = DAY.test(value) ? 'day' : SECOND.test(value) ? 'second' : undefined;
  const at = new Date(granularity === 'day' ? `${value}T00:00:00Z` : value);
  // The round trip refuses a day or an hour that does not exist (2026-02-30, 25:00:00).
  const valid =
    granularity !== undefined &&
    !Number.isNaN(at.getTime()) &&
    at.toISOString().replace('.000Z', 'Z').startsWith(value.replace(/Z$/, ''));
  if (!valid) throw new OaiProblem([oaiError('badArgument', t('openData.oai.badDate', { name }))]);
  return { at, stepMs: granularity === 'day' ? 86_400_000 : 1000 };
}

/** `from` and `until` as instants: from inclusive, `before` exclusive (until's whole day or second). */
export function datestampRange(from: string | undefined, until: string | undefined) {
  const start = from === undefined ? undefined : parseDatestamp('from', from);
  const end = until === undefined ? undefined : parseDatestamp('until', until);
  if (start && end && start.stepMs !== end.stepMs)
    throw new OaiProblem([oaiError('badArgument', t('openData.oai.granularities'))]);
  if (start && end && start.at > end.at)
    throw new OaiProblem([oaiError('badArgument', t('openData.oai.dateRange'))]);
  return { from: start?.at, before: end ? new Date(end.at.getTime() + end.stepMs) : undefined };
}

/** A datestamp as the protocol writes it: UTC, to the second (the repository's granularity). */
export const oaiDatestamp = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, 'Z');
