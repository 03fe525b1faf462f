import { describe, expect, it } from 'vitest';
import {
  DEFAULT_AUDIT_VIEW,
  hasFilters,
  patchAuditView,
  readAuditView,
  writeAuditView,
} from './audit-view.ts';

const read = (search: string) => readAuditView(new URLSearchParams(search));

describe('the audit view in the URL', () => {
  it('reads every filter the server accepts and writes back only what differs from the default', () => {
    const search = 'userId=12&entity=user&action=user.roles&from=2026-01-01&to=2026-01-31&page=2&pageSize=50';
    const view = read(search);
    expect(view).toEqual({
      page: 2,
      pageSize: 50,
      userId: 12,
      entity: 'user',
      action: 'user.roles',
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(readAuditView(writeAuditView(view))).toEqual(view);
    expect(writeAuditView(DEFAULT_AUDIT_VIEW).toString()).toBe('');
  });

  it('drops what the server would refuse: unknown actions, bad days, a reversed range, odd page sizes', () => {
    expect(read('action=user.nothing&entity=odeme&userId=abc&from=2026-02-30&pageSize=7&page=-3')).toEqual(
      DEFAULT_AUDIT_VIEW,
    );
    expect(read('from=2026-03-05&to=2026-03-01')).toEqual({ ...DEFAULT_AUDIT_VIEW, from: '2026-03-05' });
  });

  it('goes back to the first page when a filter or the page size changes, not when the page turns', () => {
    const view = { ...DEFAULT_AUDIT_VIEW, page: 3, entity: 'user' as const };
    expect(patchAuditView(view, { page: 4 }).page).toBe(4);
    expect(patchAuditView(view, { action: 'user.status' }).page).toBe(0);
    expect(patchAuditView(view, { pageSize: 100 }).page).toBe(0);
    const cleared = patchAuditView(view, { entity: undefined });
    expect('entity' in cleared).toBe(false);
    expect(hasFilters(cleared)).toBe(false);
    expect(hasFilters(view)).toBe(true);
  });
});
