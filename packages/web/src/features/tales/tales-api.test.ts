/**
 * A write to a tale has one error policy whoever makes it (the form, the review, a decision's dialog, the
 * admin's batch): a refusal comes back to the caller and the person stays on the page with their work;
 * only an ended session or a 401 acts as everywhere.
 */
import { MSG } from '@masal/shared/messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../api/api-client.ts';
import { showToast } from '../../components/toast-store.ts';
import { clearSession } from '../../session/session-store.ts';
import { taleApi } from './tales-api.ts';

vi.mock('../../components/toast-store.ts', () => ({ showToast: vi.fn() }));
vi.mock('../../session/session-store.ts', () => ({
  clearSession: vi.fn(),
  getToken: () => 'token-1',
  showAlert: vi.fn(),
  startLoading: vi.fn(),
  stopLoading: vi.fn(),
}));

const navigate = vi.fn();
const fetchMock = vi.fn<typeof fetch>();

/** The server answers `status` with the error model's body. */
function answering(status: number, code: string, message: string): void {
  fetchMock.mockResolvedValue(new Response(JSON.stringify({ status: false, code, message }), { status }));
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.stubGlobal('fetch', fetchMock);
  configureApiClient({ navigate, currentPath: () => '/masal/taleReview/7' });
});
afterEach(() => vi.unstubAllGlobals());

const writes = {
  transition: () => taleApi.transition({ taleId: 7, actionId: 5, version: 3 }),
  update: () =>
    taleApi.update({ taleId: 7, version: 3, taleName: 'Keloğlan' } as Parameters<typeof taleApi.update>[0]),
  create: () => taleApi.create({ taleName: 'Keloğlan' } as Parameters<typeof taleApi.create>[0]),
};

describe.each(Object.entries(writes))('taleApi.%s', (_name, write) => {
  it.each([
    [500, 'SERVER_ERROR', MSG.serverError],
    [404, 'NOT_FOUND', MSG.notFound],
    [409, 'WRONG_STATE', 'Masal artık bu durumda değil.'],
    [409, 'CONFLICT', 'Masal bu arada değişti.'],
    [400, 'VALIDATION', MSG.validationFailed],
  ])('a %i %s comes back to the caller: no toast, no leaving the page', async (status, code, message) => {
    answering(status, code, message);
    const result = await write();
    expect(result).toMatchObject({ ok: false, code, message });
    expect(navigate).not.toHaveBeenCalled();
    expect(showToast).not.toHaveBeenCalled();
  });

  it('no answer at all is NETWORK for the caller, who keeps the work on the device', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await write()).toMatchObject({ ok: false, code: 'NETWORK' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('an ended session still ends, as for every call', async () => {
    answering(403, 'SESSION_REQUIRED', MSG.sessionExpired);
    await write();
    expect(clearSession).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalled();
  });
});

describe("a new form's prefill", () => {
  it.each([
    ['no answer', () => fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))],
    ['a server error', () => answering(500, 'SERVER_ERROR', MSG.serverError)],
  ])('%s moves no one and shows nothing: the form opens without it', async (_case, fail) => {
    fail();
    const list = await taleApi.listOfUser(4, { page: 0, pageSize: 1 }, 'prefill');
    const tale = await taleApi.getFull(7, 'prefill');
    expect([list.ok, tale.ok]).toEqual([false, false]);
    expect(navigate).not.toHaveBeenCalled();
    expect(showToast).not.toHaveBeenCalled();
  });

  it('the same read for a list still leads to the not-found page', async () => {
    answering(500, 'SERVER_ERROR', MSG.serverError);
    await taleApi.listOfUser(4, { page: 0, pageSize: 1 });
    expect(navigate).toHaveBeenCalled();
  });
});
