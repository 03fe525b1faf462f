/** The first admin signs in and sees the admin menu; an unknown page shows the not-found page. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2e, openE2e, signInThroughForm } from './support/session.ts';

let e2e: E2e;
beforeAll(async () => {
  e2e = await openE2e();
});
afterAll(async () => {
  await e2e?.close();
});

describe('admin', () => {
  it('sees the admin menu and not the writer menu', async () => {
    const { page, problems } = await e2e.newPage();
    await signInThroughForm(page, e2e.server.admin.email, e2e.server.admin.password);
    const nav = page.getByRole('navigation');
    for (const item of ['Kullanıcılar', 'Kurumlar', 'Editörler', 'Masal Yönetimi', 'İstatistikler']) {
      await expect.poll(() => nav.getByRole('link', { name: item, exact: true }).count()).toBeGreaterThan(0);
    }
    expect(await nav.getByRole('link', { name: 'Masal Gönder' }).count()).toBe(0);
    expect(await page.getByText('Yönetici').count()).toBeGreaterThan(0);

    await page.goto('/masal/olmayan-sayfa');
    await expect.poll(() => page.getByText('Sayfa bulunamadı').count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });
});
