import { ROLE } from '@masal/shared';
import { describe, expect, it } from 'vitest';
import { breadcrumbsFor } from './breadcrumbs.ts';

describe('breadcrumbsFor', () => {
  it('leads from the home page through the menu group to the screen as the menu names it', () => {
    expect(breadcrumbsFor('/masal/users', [ROLE.admin])).toEqual([
      { label: 'menu.home', to: '/masal/sample-page' },
      { label: 'menu.groupAdmin' },
      { label: 'menu.users' },
    ]);
    // The same screen is "Masallarım" for a compiler and "Masal Listesi" for an admin.
    expect(breadcrumbsFor('/masal/taleList', [ROLE.writer]).at(-1)).toEqual({ label: 'menu.taleList' });
    expect(breadcrumbsFor('/masal/taleList', [ROLE.admin]).at(-1)).toEqual({ label: 'menu.talesList' });
  });

  it('links the list a tale was opened from', () => {
    expect(breadcrumbsFor('/masal/publicTalePage/12', [ROLE.writer])).toEqual([
      { label: 'menu.home', to: '/masal/sample-page' },
      { label: 'menu.publicTales', to: '/masal/publicTalePage' },
      { label: 'breadcrumb.detail' },
    ]);
  });

  it('names a screen no menu leads to by its title', () => {
    expect(breadcrumbsFor('/masal/taleReview/5', [ROLE.editor])).toEqual([
      { label: 'menu.home', to: '/masal/sample-page' },
      { label: 'review.title' },
    ]);
  });

  it('shows no trail on the home page or outside the screens', () => {
    expect(breadcrumbsFor('/masal/sample-page', [ROLE.writer])).toEqual([]);
    expect(breadcrumbsFor('/masal', [ROLE.writer])).toEqual([]);
    expect(breadcrumbsFor('/masal/olmayan-sayfa', [ROLE.writer])).toEqual([]);
  });
});
