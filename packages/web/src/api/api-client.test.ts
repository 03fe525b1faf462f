import { MSG } from '@masal/shared/messages';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '../components/toast-store.ts';
import { NOT_FOUND_PAGE, UNAUTHORIZED_PAGE } from '../navigation/pages.ts';
import { clearSession } from '../session/session-store.ts';
import { applyServerErrors, configureApiClient, failureCode, handleFailure } from './api-client.ts';

vi.mock('../components/toast-store.ts', () => ({ showToast: vi.fn() }));
vi.mock('../session/session-store.ts', () => ({
  clearSession: vi.fn(),
  getToken: () => null,
  showAlert: vi.fn(),
  startLoading: vi.fn(),
  stopLoading: vi.fn(),
}));

const navigate = vi.fn();
beforeEach(() => {
  vi.clearAllMocks();
  configureApiClient({ navigate, currentPath: () => '/masal/taleSave' });
});

const answer = (code: string, message: string, more: object = {}) => ({
  status: false,
  code,
  message,
  ...more,
});

describe('failureCode', () => {
  it("takes the answer's code, whatever the status", () => {
    expect(failureCode(403, answer('LINK_EXPIRED', MSG.linkExpired))).toBe('LINK_EXPIRED');
    expect(failureCode(409, answer('STALE_VERSION', MSG.taleStale))).toBe('STALE_VERSION');
  });

  it('gives an answer without a known code the code of its status; no answer is NETWORK', () => {
    expect(failureCode(500, '<html>Internal Server Error</html>')).toBe('SERVER_ERROR');
    // A proxy whose servers are all restarting, or that waited in vain: out of reach for a moment.
    expect(failureCode(502, '<html>Bad Gateway</html>')).toBe('UNAVAILABLE');
    expect(failureCode(504, null)).toBe('UNAVAILABLE');
    expect(failureCode(413, { message: 'x' })).toBe('TOO_LARGE');
    expect(failureCode(409, answer('SOMETHING_NEW', 'x'))).toBe('CONFLICT');
    expect(failureCode(0, null)).toBe('NETWORK');
  });
});

describe('handleFailure branches on the code', () => {
  it('a forged or expired file link (403 LINK_EXPIRED) is shown; the session goes on', () => {
    const result = handleFailure(403, answer('LINK_EXPIRED', MSG.linkExpired), {});
    expect(result).toMatchObject({ ok: false, code: 'LINK_EXPIRED', message: MSG.linkExpired });
    expect(showToast).toHaveBeenCalledWith(MSG.linkExpired, 'error');
    expect(clearSession).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('SESSION_REQUIRED ends the session; NOT_ALLOWED leads to /401', () => {
    handleFailure(403, answer('SESSION_REQUIRED', MSG.sessionExpired), {});
    expect(clearSession).toHaveBeenCalledOnce();
    expect(showToast).toHaveBeenCalledWith(MSG.sessionExpired, 'warning');

    handleFailure(401, answer('NOT_ALLOWED', MSG.unauthorized), {});
    expect(navigate).toHaveBeenLastCalledWith(UNAUTHORIZED_PAGE);
  });

  it('a caller handles the codes it names, and only those: STALE_VERSION yes, CONFLICT no', () => {
    const tale = { taleId: 7, version: 3 };
    const stale = handleFailure(409, answer('STALE_VERSION', MSG.taleStale, { tale }), {
      handles: ['STALE_VERSION'],
    });
    expect(stale).toMatchObject({ ok: false, code: 'STALE_VERSION', body: { tale } });
    expect(showToast).not.toHaveBeenCalled();

    const duplicate = handleFailure(409, answer('CONFLICT', MSG.conflict), { handles: ['STALE_VERSION'] });
    expect(duplicate).toMatchObject({ ok: false, code: 'CONFLICT', message: MSG.conflict });
    expect(showToast).toHaveBeenCalledWith(MSG.conflict, 'error');
    expect(navigate).not.toHaveBeenCalled();
  });

  it("shows the server's message for a too-long text, and the code's own message when there is none", () => {
    handleFailure(413, answer('TOO_LARGE', MSG.requestTooLarge), {});
    expect(showToast).toHaveBeenLastCalledWith(MSG.requestTooLarge, 'error');
    handleFailure(413, null, {});
    expect(showToast).toHaveBeenLastCalledWith(MSG.tooLarge, 'error');
  });

  it('UNAVAILABLE (the database away) is shown where the user is, who stays on the page with what they typed', () => {
    const result = handleFailure(503, answer('UNAVAILABLE', MSG.databaseUnavailable), {});
    expect(result).toMatchObject({ ok: false, code: 'UNAVAILABLE', message: MSG.databaseUnavailable });
    expect(showToast).toHaveBeenCalledWith(MSG.databaseUnavailable, 'error');
    expect(navigate).not.toHaveBeenCalled();
    expect(clearSession).not.toHaveBeenCalled();
  });

  it('to a caller that keeps work on the device when offline, UNAVAILABLE is NETWORK', () => {
    const result = handleFailure(503, answer('UNAVAILABLE', MSG.databaseUnavailable), {
      handles: ['NETWORK', 'STALE_VERSION'],
    });
    expect(result).toMatchObject({ ok: false, code: 'NETWORK' });
    expect(showToast).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('no answer leads to the not-found page, unless the browser is offline: then the page stays, warned', () => {
    handleFailure(0, null, {});
    expect(navigate).toHaveBeenLastCalledWith(NOT_FOUND_PAGE);
    navigate.mockClear();
    vi.stubGlobal('navigator', { onLine: false });
    try {
      expect(handleFailure(0, null, {})).toMatchObject({
        ok: false,
        code: 'NETWORK',
        message: MSG.offlinePage,
      });
      expect(navigate).not.toHaveBeenCalled();
      expect(showToast).toHaveBeenLastCalledWith(MSG.offlinePage, 'warning', 'offline');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('NOT_FOUND and SERVER_ERROR lead to the not-found page; field errors come back with VALIDATION', () => {
    handleFailure(404, answer('NOT_FOUND', MSG.notFound), {});
    expect(navigate).toHaveBeenLastCalledWith(NOT_FOUND_PAGE);

    const errors = [{ field: 'taleName', message: MSG.taleNameRequired }];
    const invalid = handleFailure(400, answer('VALIDATION', MSG.validationFailed, { errors }), {});
    expect(invalid).toMatchObject({ ok: false, code: 'VALIDATION', errors });
  });
});

describe('applyServerErrors', () => {
  const refused = (fields: string[]) =>
    handleFailure(
      400,
      answer('VALIDATION', MSG.validationFailed, {
        errors: fields.map((field) => ({ field, message: `${field}!` })),
      }),
      {},
    );

  it("puts the form's field errors under their fields, and nothing at the root", () => {
    const setError = vi.fn();
    applyServerErrors(refused(['name', 'other']), setError, ['name', 'atu']);
    expect(setError.mock.calls).toEqual([['name', { type: 'server', message: 'name!' }]]);
  });

  it('a refusal naming none of the fields goes to the root', () => {
    const setError = vi.fn();
    applyServerErrors(refused(['other']), setError, ['name']);
    expect(setError.mock.calls).toEqual([['root', { message: MSG.validationFailed }]]);
  });
});
