/**
 * Every route of the OpenAPI document, called anonymously, with a session holding no role and as each of the
 * nine roles: the answer the permission table of @masal/shared expects (403 without a session, 401 without
 * the right, neither when allowed) is the answer the server gives. Every call carries an invalid body, query
 * or path, so a route that lets the caller through refuses the input and nothing changes.
 */
import { API_ACCESS, accessAnswer, apiAccess, ROLE, type RoleId } from '@masal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from './support/factories.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

interface Route {
  method: string;
  /** The server's spelling: /v1/tales/:id */
  url: string;
  /** With every path parameter filled by a value no record has or the schema refuses. */
  invalidUrl: string;
}

interface Caller {
  name: string;
  roleIds: readonly number[] | null;
  token?: string;
}

let ctx: TestApp;
let routes: Route[];
const callers: Caller[] = [{ name: 'anonymous', roleIds: null }];

beforeAll(async () => {
  ctx = await startTestApp();
  const document = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  routes = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => ({
      method: method.toUpperCase(),
      url: path.replace(/\{(\w+)\}/g, ':$1'),
      invalidUrl: `${path.replace(/\{\w+\}/g, '0')}?page=-1&pageSize=-1`,
    })),
  );
  // Signing out ends the caller's session: it goes last.
  routes.sort((a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')));
  const roles: Array<[string, RoleId[]]> = [
    ['no role', []],
    ...Object.entries(ROLE)
      .filter(([, id]) => id !== ROLE.admin)
      .map(([name, id]): [string, RoleId[]] => [name, [id]]),
  ];
  for (const [name, roleIds] of roles) {
    const user = await createUser(ctx, { roles: [...roleIds] });
    callers.push({ name, roleIds, token: await signIn(ctx.app, user.email, user.password) });
  }
  callers.push({
    name: 'admin',
    roleIds: [ROLE.admin],
    token: await signIn(ctx.app, ctx.admin.email, ctx.admin.password),
  });
});
afterAll(async () => {
  await ctx?.close();
});

function call(route: Route, caller: Caller) {
  const hasBody = route.method !== 'GET' && route.method !== 'HEAD';
  return ctx.app.inject({
    method: route.method as 'GET',
    url: route.invalidUrl,
    headers: {
      ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}),
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
    },
    // A list where every body schema wants an object: refused by validation once the guard lets it through.
    ...(hasBody ? { payload: '[]' } : {}),
  });
}

/** The error code of a JSON answer; CSV, PDF and other files have none. */
function codeOf(body: string): string | undefined {
  try {
    return (JSON.parse(body) as { code?: string }).code;
  } catch {
    return undefined;
  }
}

describe('route × role: the server answers as the permission table says', () => {
  it('every route of the OpenAPI document has a row in API_ACCESS, and every row a route', () => {
    const served = routes.map((r) => `${r.method} ${r.url}`).sort();
    expect(served.length).toBeGreaterThan(100);
    expect(served.filter((key) => !Object.hasOwn(API_ACCESS, key))).toEqual([]);
    expect(Object.keys(API_ACCESS).filter((key) => !served.includes(key))).toEqual([]);
  });

  it('each caller gets 403 without a session, 401 without the right, and neither when allowed', async () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const route of routes) {
      const access = apiAccess(route.method, route.url);
      for (const caller of callers) {
        const response = await call(route, caller);
        const expected = accessAnswer(access, caller.roleIds);
        const code = codeOf(response.body);
        // A HEAD answer has no body, so no code: its status says it all.
        const carries = (expectedCode: string) => route.method === 'HEAD' || code === expectedCode;
        const agrees =
          expected === 403
            ? response.statusCode === 403 && carries('SESSION_REQUIRED')
            : expected === 401
              ? response.statusCode === 401 && carries('NOT_ALLOWED')
              : access === 'signed'
                ? response.statusCode !== 401
                : response.statusCode !== 401 && response.statusCode !== 403;
        expect(response.statusCode, `${route.method} ${route.url} as ${caller.name}`).toBeLessThan(500);
        if (!agrees)
          wrong.push(`${route.method} ${route.url} as ${caller.name}: ${response.statusCode} ${code}`);
        checked++;
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBe(routes.length * 11);
  });

  it('the guard runs before validation: an anonymous call with any body answers 403', async () => {
    for (const [method, url, payload] of [
      ['POST', '/v1/tales/search', {}],
      ['PUT', '/v1/tales/full', {}],
      ['POST', '/v1/tales/detailSearch', { page: -1 }],
      ['GET', '/v1/tales/?pageSize=9999', undefined],
      ['PUT', '/v1/users/abc/roles', { roleIds: 'x' }],
    ] as const) {
      const response = await ctx.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().code).toBe('SESSION_REQUIRED');
    }
  });
});
