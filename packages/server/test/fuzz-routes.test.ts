/**
 * Every route of the OpenAPI document gets at least 50 malformed requests over real
 * HTTP on loopback (bad types, huge numbers, NUL characters, broken JSON, invalid UTF-8 and percent
 * escapes, overlong strings, arrays for objects, missing fields, wrong content types, deep nesting), each
 * without a session, as a compiler and as an admin. None may answer 5xx, show a stack trace or SQL, or take
 * 5 s. Deterministic: the cases are fixed lists and a seeded PRNG picks their combinations.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ROLE } from '@masal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn, validTcKimlikNo } from './support/factories.ts';
import { pdf } from './support/media-fixtures.ts';
import { multipartBody } from './support/multipart.ts';
import { completeTaleBody } from './support/tale-bodies.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const CASES_PER_ROUTE = 50;
const SLOW_MS = 5000;
/** What an answer must never show: a stack frame, SQL, the database's own words. */
const LEAK = /\bat .*\.[cm]?[jt]s:\d+|SELECT |INSERT |UPDATE .* SET |syntax error|drizzle|postgres|pglite/i;

/** mulberry32: a small seeded PRNG, so every run sends the same requests. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = prng(20_240_901);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** Values a JSON field should not hold (or holds at its edge). */
const JUNK_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  2_147_483_648,
  -2_147_483_649,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'x'.repeat(100_000),
  '\ud800',
  '%00',
  "1' OR '1'='1",
  '١٢٣',
  '2147483648',
  '9999-99-99',
  [],
  [1, 'a'],
  {},
  { a: { b: { c: [] } } },
];

/** Path segments that name nothing: out of range, not a number, broken escapes, raw bytes, overlong. */
const JUNK_SEGMENTS = [
  '0',
  '-1',
  'abc',
  '1.5',
  '1e3',
  '0x10',
  '2147483648',
  '99999999999999999999',
  'NaN',
  'Infinity',
  '%00',
  '1%00',
  '%ff',
  '%',
  '%C3%28',
  '%2F..%2F..%2Fsecret.key',
  '..%5C..%5Cwin.ini',
  '\u00ff\u00fe',
  '%20',
  'x'.repeat(3000),
  '------------------------------------.jpg',
  '%00.jpg',
];

/** Query strings, whole: broken escapes, raw bytes, repeated and overlong parameters. */
const JUNK_QUERIES = ['%', '%%', 'a=%ff', 'a=%C3%28', '\u00ff=1', `${'a=1&'.repeat(2000)}b=2`, '=&=&', '&&&'];
const JUNK_PARAM_VALUES = [
  '',
  '-1',
  'abc',
  '1e309',
  '2147483648',
  '%00',
  'a%00b',
  '%ff',
  '%',
  'x'.repeat(5000),
  '1,,2',
  '1,99',
];

/** Bodies sent as application/json that are not JSON, or not an object. */
const RAW_BODIES: [string, string | Buffer][] = [
  ['empty', ''],
  ['truncated', '{"a":'],
  ['open brace', '{'],
  ['bare word', 'nul'],
  ['null', 'null'],
  ['number', '123'],
  ['string', '"x"'],
  ['array', '[]'],
  ['array of objects', '[{}]'],
  ['__proto__', '{"__proto__":{"isAdmin":true}}'],
  ['constructor.prototype', '{"constructor":{"prototype":{"isAdmin":true}}}'],
  ['deep array', deepArray(10_000)],
  ['deep object', deepObject(10_000)],
  ['invalid UTF-8', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d])],
  ['UTF-16', Buffer.from('{"a":"b"}', 'utf16le')],
  ['BOM', `\ufeff{}`],
  ['NUL byte', Buffer.from([0x7b, 0x00, 0x7d])],
];

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'application/json; charset=latin1',
  'application/xml',
  'application/json, text/html',
  '*/*',
];

/** Authorization headers that carry no session. */
const JUNK_AUTH = [
  'Bearer',
  'Bearer ',
  `Bearer ${'x'.repeat(8000)}`,
  'Basic Zm9vOmJhcg==',
  'Bearer a b c',
  'Bearer \u00ff\u00fe',
  'Bearer %00',
  'Bearer null',
];

interface Route {
  method: string;
  /** OpenAPI template, e.g. /v1/tales/{id}. */
  path: string;
  pathParams: string[];
  queryParams: string[];
  body?: JsonSchema;
}
interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  enum?: unknown[];
  anyOf?: JsonSchema[];
}
interface Case {
  what: string;
  /** Path segments by parameter name; the route's plausible value when absent. */
  segments?: Record<string, string>;
  query?: string;
  body?: string | Buffer;
  contentType?: string;
  authorization?: string;
  /** Beyond the body limit: the server may answer 413 and close before the body is written. */
  tooLarge?: boolean;
}

let ctx: TestApp;
let port: number;
const sessions: Record<string, string | undefined> = { none: undefined };
/** Values that name real records, so a case that is malformed in one place gets past the others. */
let plausibleIds: Record<string, string>;

beforeAll(async () => {
  ctx = await startTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
  const writer = await createUser(ctx, { roles: [ROLE.writer] });
  sessions.compiler = await signIn(ctx.app, writer.email, writer.password);
  sessions.admin = await signIn(ctx.app, ctx.admin.email, ctx.admin.password);
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/v1/tales/full',
    headers: { authorization: `Bearer ${sessions.compiler}` },
    payload: completeTaleBody(),
  });
  const tale = created.json();
  const { payload, headers } = multipartBody([{ fileName: 'belge.pdf', bytes: pdf() }]);
  const uploaded = await ctx.app.inject({
    method: 'POST',
    url: `/v1/upload/taleAttachment/${tale.taleId}`,
    headers: { ...headers, authorization: `Bearer ${sessions.compiler}` },
    payload,
  });
  const attachment = uploaded.json().uploadList[0];
  plausibleIds = {
    tale: String(tale.taleId),
    user: String(writer.userId),
    sourcePerson: String(tale.sourcePersonId),
    attachment: String(attachment.id),
  };
});
afterAll(() => ctx?.close());

/** The routes of the OpenAPI document the app serves. */
function routesOf(document: { paths: Record<string, Record<string, OpenApiOperation>> }): Route[] {
  const routes: Route[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      routes.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        ...(content['application/json'] ? { body: content['application/json'].schema } : {}),
      });
    }
  }
  // Signing out with the test's own sessions goes last, so the other routes are fuzzed with them.
  return routes.sort((a, b) => Number(a.path.endsWith('/logout')) - Number(b.path.endsWith('/logout')));
}
interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

/** The id a path parameter of this route most likely names. */
function plausibleSegment(route: Route): string {
  if (route.path.includes('/uploads/images/')) return 'yok.jpg';
  if (/AttachmentId|\/uploads\/attachments\//.test(route.path)) return plausibleIds.attachment as string;
  if (/userId|userProfileImage/.test(route.path)) return plausibleIds.user as string;
  if (route.path.includes('sourcePersons')) return plausibleIds.sourcePerson as string;
  return plausibleIds.tale as string;
}

/** A value of the schema's type: a body that is well-formed, to be broken in one place. */
function plausibleValue(schema: JsonSchema | undefined, name = ''): unknown {
  if (!schema) return 'Masal';
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return plausibleValue(schema.anyOf[0], name);
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, s]) => [key, plausibleValue(s, key)]),
      );
    case 'integer':
    case 'number':
      return /^(taleId|id)$/.test(name) ? Number(plausibleIds.tale) : 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    default:
      if (name === 'email') return 'fuzz@ornek.test';
      if (name === 'identityNo') return validTcKimlikNo();
      return 'Masal-Fuzz-1';
  }
}

function plausibleBody(route: Route): Record<string, unknown> {
  const body = plausibleValue(route.body) as Record<string, unknown>;
  return route.path === '/v1/tales/full' ? { ...body, ...completeTaleBody() } : body;
}

/** The paths of every string in a JSON value, e.g. ['sourcePerson', 'nameSurname']. */
function stringPaths(value: unknown, path: string[] = []): string[][] {
  if (typeof value === 'string') return [path];
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([key, inner]) => stringPaths(inner, [...path, key]));
}

function withValueAt(
  value: Record<string, unknown>,
  [key, ...rest]: string[],
  leaf: unknown,
): Record<string, unknown> {
  if (key === undefined) return value;
  const inner = rest.length === 0 ? leaf : withValueAt(value[key] as Record<string, unknown>, rest, leaf);
  return { ...value, [key]: inner };
}

function casesFor(route: Route): Case[] {
  const cases: Case[] = [];
  const json = (what: string, value: unknown): Case => ({
    what,
    body: JSON.stringify(value),
    contentType: 'application/json',
  });
  for (const name of route.pathParams) {
    for (const segment of JUNK_SEGMENTS)
      cases.push({ what: `path ${name}=${segment.slice(0, 40)}`, segments: { [name]: segment } });
  }
  for (const name of route.queryParams) {
    for (const value of JUNK_PARAM_VALUES)
      cases.push({ what: `query ${name}=${value.slice(0, 40)}`, query: `${name}=${value}` });
    cases.push({ what: `query ${name} twice`, query: `${name}=1&${name}=2` });
  }
  for (const query of JUNK_QUERIES) cases.push({ what: `query ${query.slice(0, 40)}`, query });
  for (const authorization of JUNK_AUTH)
    cases.push({ what: `authorization ${authorization.slice(0, 20)}`, authorization });

  if (route.body) {
    const plausible = plausibleBody(route);
    for (const [what, body] of RAW_BODIES)
      cases.push({ what: `body ${what}`, body, contentType: 'application/json' });
    for (const contentType of WRONG_CONTENT_TYPES)
      cases.push({ what: `content-type ${contentType}`, body: JSON.stringify(plausible), contentType });
    cases.push({ what: 'no content-type', body: JSON.stringify(plausible) });
    cases.push(json('array for the object', [plausible]));
    cases.push({
      ...json('body too large', { ...plausible, extra: 'x'.repeat(2 * 1024 * 1024) }),
      tooLarge: true,
    });
    for (const key of Object.keys(plausible)) {
      const { [key]: _, ...without } = plausible;
      cases.push(json(`missing ${key}`, without));
      // The beyond-range id and the wrong type every field gets; the rest a PRNG picks.
      for (const value of [2_147_483_648, { a: 1 }, pick(JUNK_VALUES), pick(JUNK_VALUES)])
        cases.push(json(`${key}=${JSON.stringify(value)?.slice(0, 40)}`, { ...plausible, [key]: value }));
      const inner = plausible[key];
      if (inner && typeof inner === 'object' && !Array.isArray(inner))
        cases.push(json(`${key} as an array`, { ...plausible, [key]: [inner] }));
    }
    // A NUL character in every string, nested ones too.
    for (const path of stringPaths(plausible))
      cases.push(json(`NUL in ${path.join('.')}`, withValueAt(plausible, path, 'a\u0000b')));
  } else if (route.method === 'POST' || route.method === 'PUT') {
    // Without a JSON body: the uploads' multipart/form-data (which the document does not describe), broken.
    const { payload, boundary } = multipartBody([{ fileName: 'belge.pdf', bytes: pdf() }]);
    const type = `multipart/form-data; boundary=${boundary}`;
    cases.push(
      { what: 'multipart without boundary', body: payload, contentType: 'multipart/form-data' },
      { what: 'multipart truncated', body: payload.subarray(0, payload.length - 60), contentType: type },
      { what: 'multipart other boundary', body: payload, contentType: 'multipart/form-data; boundary=other' },
      { what: 'multipart empty', body: '', contentType: type },
      { what: 'multipart only the end', body: `--${boundary}--\r\n`, contentType: type },
      { what: 'multipart garbage', body: Buffer.from([0xff, 0x00, 0xfe, 0x0d, 0x0a]), contentType: type },
      {
        what: 'multipart a field, no file',
        body: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nx\r\n--${boundary}--\r\n`,
        contentType: type,
      },
      {
        what: 'multipart NUL file name',
        body: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a\u0000.pdf"\r\n\r\n`,
            'latin1',
          ),
          pdf(),
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
        contentType: type,
      },
      { what: 'multipart as JSON', body: '{"file":"x"}', contentType: 'application/json' },
      { what: 'multipart as text', body: 'x', contentType: 'text/plain' },
    );
  }
  if (!route.body) {
    // A route without a JSON body still gets one it does not expect.
    for (const [what, body] of RAW_BODIES.slice(0, 6))
      cases.push({ what: `unexpected body ${what}`, body, contentType: 'application/json' });
  }

  // Combinations of the above, until the route has its share.
  const bodies = cases.filter((c) => c.body !== undefined);
  const segments = cases.filter((c) => c.segments);
  const queries = cases.filter((c) => c.query);
  for (let i = 0; cases.length < CASES_PER_ROUTE || i < 10; i++) {
    const body = bodies.length > 0 ? pick(bodies) : undefined;
    const segment = segments.length > 0 ? pick(segments) : undefined;
    const query = pick(queries);
    cases.push({
      what: `mixed ${i}: ${[segment?.what, query.what, body?.what].filter(Boolean).join(' + ')}`,
      ...(segment ? { segments: segment.segments } : {}),
      query: query.query,
      ...(body ? { body: body.body, contentType: body.contentType } : {}),
      ...(random() < 0.3 ? { authorization: pick(JUNK_AUTH) } : {}),
    });
  }
  return cases;
}

interface Answer {
  status: number;
  text: string;
  ms: number;
}

function send(route: Route, c: Case, token: string | undefined): Promise<Answer> {
  const path = route.path.replace(
    /\{(\w+)\}/g,
    (_, name: string) => c.segments?.[name] ?? plausibleSegment(route),
  );
  const headers: Record<string, string | number> = {};
  const authorization = c.authorization ?? (token ? `Bearer ${token}` : undefined);
  if (authorization !== undefined) headers.authorization = authorization;
  if (c.contentType) headers['content-type'] = c.contentType;
  const body = c.body === undefined ? undefined : Buffer.from(c.body);
  if (body) headers['content-length'] = body.length;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        // A connection per request: a malformed one may be answered and closed by Node's HTTP parser.
        agent: false,
        host: '127.0.0.1',
        port,
        method: route.method,
        path: c.query === undefined ? path : `${path}?${c.query}`,
        headers,
      },
      (res) => {
        // A HEAD answer is its status: a URL Node's parser refuses (raw bytes) is answered 400 with a body the
        // client, having asked HEAD, then fails to parse as the next answer.
        if (route.method === 'HEAD') {
          res.resume();
          resolve({ status: res.statusCode ?? 0, text: '', ms: performance.now() - started });
          return;
        }
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(SLOW_MS, () => req.destroy(new Error(`no answer in ${SLOW_MS} ms`)));
    // A server may answer (413) and close before a large body is written: the answer still counts.
    req.on('error', reject);
    req.end(body);
  });
}

/** What is wrong with an answer, if anything. */
function problemOf(c: Case, answer: Answer | NodeJS.ErrnoException): string | undefined {
  if (answer instanceof Error) {
    const closedEarly = answer.code === 'EPIPE' || answer.code === 'ECONNRESET';
    return closedEarly && c.tooLarge ? undefined : answer.message;
  }
  if (answer.status >= 500) return `${answer.status} ${answer.text.slice(0, 200)}`;
  if (LEAK.test(answer.text)) return `leaks ${answer.text.slice(0, 200)}`;
  if (answer.ms > SLOW_MS) return `${Math.round(answer.ms)} ms`;
  return undefined;
}

describe('malformed requests to every route of the OpenAPI document', () => {
  it('answer below 500, without a stack trace or SQL, each within 5 s', async () => {
    const routes = routesOf(ctx.app.swagger() as Parameters<typeof routesOf>[0]);
    expect(routes.length).toBeGreaterThan(20);
    const failures: string[] = [];
    let sent = 0;
    const started = performance.now();
    for (const route of routes) {
      const cases = casesFor(route);
      expect(cases.length, `${route.method} ${route.path}`).toBeGreaterThanOrEqual(CASES_PER_ROUTE);
      for (const c of cases) {
        for (const [session, token] of Object.entries(sessions)) {
          if (c.authorization !== undefined && session !== 'none') continue;
          const where = `${route.method} ${route.path} [${session}] ${c.what}`;
          sent++;
          const problem = problemOf(c, await send(route, c, token).catch((error: Error) => error));
          if (problem) failures.push(`${where}: ${problem}`);
        }
      }
    }
    console.info(
      `fuzz: ${sent} requests to ${routes.length} routes on port ${port} in ${Math.round(performance.now() - started)} ms`,
    );
    expect(failures, `${failures.length} of ${sent} requests failed`).toEqual([]);
    // Over 20,000 requests: about a minute alone on the machine, several minutes beside other suites at load 30.
  }, 900_000);
});
