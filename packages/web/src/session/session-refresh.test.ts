/**
 * A role an admin gave or took shows from the person's next page load — the stored user is
 * replaced by GET /v1/auth/me's once per load (refreshStoredUser), and /masal routes wait for that answer
 * before refusing a screen the stale roles would not open.
 */
import type { AuthUser } from '@masal/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MeResult } from './session-store.ts';

const writer: AuthUser = {
  userId: 7,
  name: 'Ayşe',
  surname: 'Yılmaz',
  email: 'ayse@ornek.test',
  iban: null,
  bankName: null,
  profileImageUrl: '/uploads/images/user.jpg',
  userRoles: [{ roleId: 1 }],
};
const writerAndEditor: AuthUser = { ...writer, userRoles: [{ roleId: 1 }, { roleId: 2 }] };

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

let storage: ReturnType<typeof memoryStorage>;

/** A fresh page load: the store module read again from what local storage keeps. */
async function pageLoad(user: AuthUser | null, token = 'token-1') {
  storage = memoryStorage();
  if (user) {
    storage.setItem('token', token);
    storage.setItem('authUser', JSON.stringify(user));
  }
  vi.stubGlobal('localStorage', storage);
  vi.resetModules();
  return import('./session-store.ts');
}

const answering = (user: AuthUser) => {
  const calls: number[] = [];
  const fetchMe = async (): Promise<MeResult> => {
    calls.push(1);
    return { ok: true, data: { status: true, user } };
  };
  return { fetchMe, calls };
};

const storedRoles = () =>
  (JSON.parse(storage.getItem('authUser') ?? 'null') as AuthUser | null)?.userRoles.map((r) => r.roleId);

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => vi.unstubAllGlobals());

describe('the stored user on a page load', () => {
  it('is replaced by the server answer once, so a new role reaches the menu', async () => {
    const session = await pageLoad(writer);
    const me = answering(writerAndEditor);
    await session.refreshStoredUser(me.fetchMe);
    expect(storedRoles()).toEqual([1, 2]);
    await session.refreshStoredUser(me.fetchMe);
    expect(me.calls).toHaveLength(1);

    // The next load reads what this one stored, and asks again.
    const next = await pageLoad(writerAndEditor);
    const again = answering(writer);
    await next.refreshStoredUser(again.fetchMe);
    expect(again.calls).toHaveLength(1);
    expect(storedRoles()).toEqual([1]);
  });

  it('counts as unchecked until the server answers, so routes do not refuse on stale roles', async () => {
    const session = await pageLoad(writer);
    expect(session.isUserUnchecked()).toBe(true);
    let release: (answer: MeResult) => void = () => undefined;
    const pending = session.refreshStoredUser(() => new Promise((resolve) => (release = resolve)));
    expect(session.isUserUnchecked()).toBe(true);
    // A failed check (no network) keeps the stored user and lets the routes decide on it.
    release({ ok: false });
    await pending;
    expect(session.isUserUnchecked()).toBe(false);
    expect(storedRoles()).toEqual([1]);

    const signedOut = await pageLoad(null);
    expect(signedOut.isUserUnchecked()).toBe(false);
  });

  it('asks nothing without a session, and keeps a sign-in made while it waited', async () => {
    const none = await pageLoad(null);
    const me = answering(writer);
    await none.refreshStoredUser(me.fetchMe);
    expect(me.calls).toEqual([]);

    const session = await pageLoad(writer);
    let release: (answer: MeResult) => void = () => undefined;
    const pending = session.refreshStoredUser(() => new Promise((resolve) => (release = resolve)));
    const someoneElse = { ...writer, userId: 8, userRoles: [{ roleId: 6 }] };
    session.startSession(someoneElse, 'token-2');
    release({ ok: true, data: { status: true, user: writerAndEditor } });
    await pending;
    expect(storedRoles()).toEqual([6]);
  });
});
