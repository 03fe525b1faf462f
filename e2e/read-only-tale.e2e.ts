/**
 * A submitted tale opened by its compiler: every value is readable — axe-core's
 * colour-contrast check passes (disabled fields used to grey the values out at 2.67:1) — and the
 * hints meant for filling in a draft are not shown.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeTaleBody } from '../packages/server/test/support/tale-bodies.ts';
import {
  createTaleWithApi,
  signInNewWriterWithApi,
  submitWithApi,
  useSession,
} from './support/api-session.ts';
import { accessibilityViolations } from './support/axe.ts';
import { dismissBankTip } from './support/screen.ts';
import { type E2e, openE2e } from './support/session.ts';

let e2e: E2e;
beforeAll(async () => {
  e2e = await openE2e();
});
afterAll(async () => {
  await e2e?.close();
});

describe('a submitted tale', () => {
  it('shows its values read-only with AA contrast and without draft hints', async () => {
    const writer = await signInNewWriterWithApi(e2e.server);
    const taleId = await createTaleWithApi(
      e2e.server,
      writer,
      completeTaleBody({ taleName: 'Okunur Masal' }),
    );
    await submitWithApi(e2e.server, writer, taleId);

    const { page, problems } = await e2e.newPage();
    await useSession(page.context(), writer);
    await page.goto(`/masal/taleSave?taleId=${taleId}`);
    await page.getByTestId('read-only').waitFor();
    // The bank-details tip is not part of this check; it is closed once it has come.
    await dismissBankTip(page);

    const contrast = (await accessibilityViolations(page)).filter((v) => v.id === 'color-contrast');
    expect(contrast).toEqual([]);

    const name = page.getByLabel('Masal Adı', { exact: true });
    expect(await name.inputValue()).toBe('Okunur Masal');
    expect(await name.isEditable()).toBe(false);
    expect(await page.getByLabel('Bölge', { exact: true }).inputValue()).toBe('Karadeniz');
    expect(await page.getByLabel('Masalın Kaynağı').inputValue()).toBe('Derleme');
    // Dates read the Turkish way, whatever the browser's own date-input format.
    expect(await page.getByLabel('Doğum Tarihi', { exact: true }).inputValue()).toBe('12.04.1985');
    expect(await page.getByLabel('Derleme Tarihi', { exact: true }).inputValue()).toBe('20.01.2024');

    for (const hint of [
      'Taslak olarak kaydetmek için masal adı yeterlidir.',
      'Dört haneli yıl, ör. 1950.',
      /kaydettiğinizde sunucu/,
    ]) {
      expect(await page.getByText(hint).count(), String(hint)).toBe(0);
    }
    expect(problems).toEqual([]);
  });
});
