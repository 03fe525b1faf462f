/**
 * The editor's side: tales a compiler sent and the admin assigned wait in the editor's
 * /masal/taleListInbox; on /masal/taleReview/:taleId the editor saves the text to publish and the
 * classification, writes the abstract and requests a revision; on another tale, forwarding to the advisory board
 * first names what is missing next to the fields, then succeeds; an advisory board member approves it. A person who
 * both compiles and edits sees both lists. Screenshots at 390 and 1280 px; nothing scrolls sideways; axe
 * finds nothing.
 */
import { MSG } from '@masal/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mp3 } from '../packages/server/test/support/media-fixtures.ts';
import { completeTaleBody } from '../packages/server/test/support/tale-bodies.ts';
import {
  type ApiSession,
  createTaleWithApi,
  signInAdminWithApi,
  signInNewWriterWithApi,
  submitWithApi,
  uploadWithApi,
} from './support/api-session.ts';
import { animationsDone, expectAccessible } from './support/axe.ts';
import { createStaffSessions } from './support/editor-account.ts';
import {
  DESKTOP,
  expectFits,
  PHONE,
  saveScreenshot,
  saveViewportShot,
  type Viewport,
} from './support/layout-checks.ts';
import { networkQuiet } from './support/network-quiet.ts';
import { dialog, dismissBankTip, SLOW, toast } from './support/screen.ts';
import { type E2e, openE2e } from './support/session.ts';

const REVISED = 'Keloğlan ile Dev';
const FORWARDED = 'Köse ile Padişahın Kızı';
const OPEN = 'Tembel Ahmet ile Cin Padişahı';
const TYPED = 'Nasreddin Hoca ile Kazan';

let e2e: E2e;
let admin: ApiSession;
let editor: ApiSession;
let advisoryBoardMember: ApiSession;
let both: ApiSession;
const ids: Record<string, number> = {};

beforeAll(async () => {
  e2e = await openE2e();
  admin = await signInAdminWithApi(e2e.server);
  const writer = await signInNewWriterWithApi(e2e.server);
  [editor, advisoryBoardMember, both] = await createStaffSessions(e2e.server, admin, [
    { key: 'editor', name: 'Zeynep', surname: 'Editör', roleIds: [2] },
    { key: 'kurul', name: 'Zeynep', surname: 'Kurul', roleIds: [5] },
    { key: 'ikisi', name: 'Zeynep', surname: 'Kurul', roleIds: [1, 2] },
  ]);
  for (const taleName of [REVISED, FORWARDED, OPEN, TYPED]) {
    const taleId = await createTaleWithApi(e2e.server, writer, completeTaleBody({ taleName }));
    if (taleName === REVISED)
      await uploadWithApi(e2e.server, writer, taleId, [{ name: 'Anlatım kaydı.mp3', data: mp3(1) }]);
    await submitWithApi(e2e.server, writer, taleId);
    await e2e.api(admin, 'PUT', '/tales/', { taleId, actionId: 3, editorId: editor.user.userId });
    ids[taleName] = taleId;
  }
});
afterAll(async () => {
  await e2e?.close();
});

const reviewHeading = (page: Page) => page.getByRole('heading', { name: 'Masal İnceleme', level: 1 });

/**
 * A fresh page of `session` at `path`, with the bank-details tip (none of these people gave their bank
 * details) closed and the page's requests answered: the tip opens a second after entering and sections load
 * after the heading, each pushing the page down, and a click whose press and release straddle such a push
 * lands on nothing.
 */
async function openSettled(session: ApiSession, viewport: Viewport, path: string) {
  const opened = await e2e.openAs(session, viewport, path);
  await dismissBankTip(opened.page, 'detached');
  await networkQuiet(opened.page);
  return opened;
}

describe('editor review', () => {
  it('saves the text and classification, writes the abstract, requests a revision', async () => {
    const { page, problems } = await e2e.openAs(editor, DESKTOP, '/masal/taleListInbox');
    await page.getByRole('heading', { name: 'Bekleyen İşler', level: 1 }).waitFor();
    // The editor has no bank details yet: the tip comes after a second; closed, it is not shot half-open.
    await dismissBankTip(page, 'detached');
    const queue = page.getByRole('grid', { name: 'Bekleyen İşler' });
    await queue.getByRole('link', { name: OPEN }).waitFor();
    expect(await queue.getByRole('row').count()).toBe(5);
    expect(await queue.textContent()).toContain('İnceleme');
    // "Bekliyor" says how long the tale has waited, the date only in the title.
    const waited = queue.getByRole('gridcell').locator('time').first();
    expect(await waited.textContent()).toBe('1 saatten az');
    expect(await waited.getAttribute('title')).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    await expectFits(page);
    await expectAccessible(page);
    await saveScreenshot(page, 'desktop-review-inbox');

    await queue.getByRole('link', { name: REVISED }).click();
    await page.waitForURL(`**/masal/taleReview/${ids[REVISED]}`);
    await reviewHeading(page).waitFor();
    // The sections above the attachments (similar tales, abstract, classification) load after the heading and
    // push them down; a click whose press and release straddle such a push lands on nothing.
    await networkQuiet(page);
    // The compiler's text is there to read; the attachment plays.
    expect(
      await page.getByRole('region', { name: 'Ana Masal Metni (derleyicinin)' }).textContent(),
    ).toContain('Evvel zaman içinde');
    await page.getByRole('button', { name: 'Dinle' }).click();
    await dialog(page).locator('audio').waitFor();
    await dialog(page).getByRole('button', { name: 'Kapat' }).click();

    // Staff never delete a compiler's recording; they keep it out of the reading room instead.
    const file = page.getByTestId('attachment-row').filter({ hasText: 'Anlatım kaydı.mp3' });
    expect(await file.getByRole('button', { name: 'Sil' }).count()).toBe(0);
    await file.getByRole('button', { name: 'Yayımlama' }).click();
    await expect.poll(() => toast(page).textContent(), SLOW).toContain(MSG.attachmentUnpublished);
    await file.getByTestId('attachment-unpublished').waitFor();
    await expectAccessible(page);
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      // In the middle of the screen, clear of the sticky save bar.
      await file.evaluate((row) => row.scrollIntoView({ block: 'center' }));
      await expectFits(page);
      await saveViewportShot(page, `${viewport.name}-review-attachment-unpublished`);
    }
    const listed = await e2e.api<{ published: boolean }[]>(
      editor,
      'GET',
      `/utils/fileUploadByTaleId/${ids[REVISED]}`,
    );
    expect(listed.map((a) => a.published)).toEqual([false]);
    await file.getByRole('button', { name: 'Yayımla', exact: true }).click();
    await file.getByTestId('attachment-unpublished').waitFor({ state: 'detached' });
    await expect.poll(() => toast(page).textContent(), SLOW).toContain(MSG.attachmentRepublished);

    await page.getByLabel('Yayınlanacak Masal Metni').fill('Evvel zaman içinde Keloğlan ile anası yaşarmış.');
    await page.getByLabel('Masal Türü (Grup)').selectOption({ index: 1 });
    await page.getByLabel('Alt Grup').selectOption({ index: 1 });
    await page.getByLabel('Bağlam Özellikleri').fill('Kış gecesi, köy odasında anlatıldı.');
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await expect.poll(() => toast(page).textContent(), SLOW).toContain(MSG.taleSaved);

    await page.getByRole('textbox', { name: 'Özet' }).fill('Keloğlan devi kurnazlıkla yener.');
    await page.getByRole('button', { name: 'Özeti kaydet' }).click();
    await expect.poll(() => toast(page).textContent(), SLOW).toContain(MSG.abstractSaved);
    await expectFits(page);
    await expectAccessible(page);
    await saveScreenshot(page, 'desktop-review');

    // Saved on the server: a reload shows the same.
    await page.reload();
    await reviewHeading(page).waitFor();
    await expect
      .poll(() => page.getByLabel('Yayınlanacak Masal Metni').inputValue())
      .toBe('Evvel zaman içinde Keloğlan ile anası yaşarmış.');
    // The subgroup's options come with the tale groups, which may answer after the tale.
    await expect.poll(() => page.getByLabel('Alt Grup').inputValue()).not.toBe('');
    expect(await page.getByRole('textbox', { name: 'Özet' }).inputValue()).toBe(
      'Keloğlan devi kurnazlıkla yener.',
    );

    // Deleting the abstract asks first: "Vazgeç" keeps it, "Sil" deletes it.
    const abstractBox = page.getByRole('textbox', { name: 'Özet' });
    const confirm = page.getByRole('dialog', { name: 'Özeti sil' });
    await page.getByRole('button', { name: 'Özeti sil' }).click();
    await confirm.getByRole('button', { name: 'Vazgeç' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await abstractBox.inputValue()).toBe('Keloğlan devi kurnazlıkla yener.');
    await page.getByRole('button', { name: 'Özeti sil' }).click();
    await expectAccessible(page);
    await saveScreenshot(page, 'desktop-review-abstract-delete');
    await confirm.getByRole('button', { name: 'Sil', exact: true }).click();
    await expect.poll(() => toast(page).textContent(), SLOW).toContain(MSG.abstractDeleted);
    await expect.poll(() => abstractBox.inputValue()).toBe('');

    // A revision needs a note: asked for in the dialog before anything is sent.
    await page.getByRole('button', { name: 'Düzeltme iste' }).click();
    const decision = dialog(page);
    await decision.getByRole('button', { name: 'Düzeltme iste' }).click();
    await decision.getByText(MSG.noteRequired).waitFor();
    await decision.getByLabel('Açıklama').fill('Kaynak kişinin doğum yerini kontrol ediniz.');
    await expectAccessible(page);
    await saveScreenshot(page, 'desktop-review-decision');
    await decision.getByRole('button', { name: 'Düzeltme iste' }).click();
    await expect.poll(() => toast(page).textContent(), SLOW).toContain('Düzeltme istendi');
    await page.getByTestId('read-only').waitFor();
    // The outcome stays on the page, saying where the tale went.
    const outcome = await page.getByTestId('decision-outcome').textContent();
    expect(outcome).toContain('Kararınız kaydedildi: Düzeltme iste');
    expect(outcome).toContain('düzeltme için derleyicisine gönderildi');
    await page.getByTestId('decision-outcome').evaluate((alert) => alert.scrollIntoView({ block: 'center' }));
    await animationsDone(page);
    await saveViewportShot(page, 'desktop-review-decision-outcome');
    const history = page.getByTestId('tale-history');
    await expect.poll(() => history.textContent()).toContain('Editör incelemesinde → Düzeltme istendi');
    expect(await history.textContent()).toContain('Kaynak kişinin doğum yerini kontrol ediniz.');
    expect((await e2e.api<{ actionId: number }>(editor, 'GET', `/tales/${ids[REVISED]}`)).actionId).toBe(4);
    expect(problems).toEqual([]);
  });

  it('forwarding names what is missing beside the fields, then reaches the advisory board, which approves', async () => {
    const { page, problems } = await openSettled(editor, DESKTOP, `/masal/taleReview/${ids[FORWARDED]}`);
    await reviewHeading(page).waitFor();
    await page.getByRole('button', { name: 'Danışma kuruluna gönder' }).click();
    await dialog(page).getByRole('button', { name: 'Danışma kuruluna gönder' }).click();
    await dialog(page).getByText(MSG.abstractRequired).waitFor();
    await dialog(page).getByRole('button', { name: 'Vazgeç' }).click();
    const helper = (field: string) => page.locator(`#review-${field}-helper-text`).textContent();
    await expect.poll(() => helper('taleTextEnd')).toBe(MSG.taleTextEndRequired);
    expect(await helper('groupId')).toBe(MSG.groupRequired);
    expect(await helper('subGroupId')).toBe(MSG.subGroupRequired);
    expect(await helper('abstract')).toBe(MSG.abstractRequired);
    await expectAccessible(page);

    // The text to publish starts from the compiler's; the unsaved changes are saved with the decision.
    await page.getByRole('button', { name: 'Ana metni buraya aktar' }).click();
    await page.getByLabel('Masal Türü (Grup)').selectOption({ index: 2 });
    await page.getByLabel('Alt Grup').selectOption({ index: 1 });
    await page.getByRole('textbox', { name: 'Özet' }).fill('Köse, padişahın kızını akıllıca kazanır.');
    await page.getByRole('button', { name: 'Özeti kaydet' }).click();
    await expect.poll(() => toast(page).textContent(), SLOW).toContain(MSG.abstractSaved);
    await page.getByRole('button', { name: 'Danışma kuruluna gönder' }).click();
    await dialog(page).getByRole('button', { name: 'Danışma kuruluna gönder' }).click();
    await expect.poll(() => toast(page).textContent(), SLOW).toContain('Danışma kurulunda');
    const forwarded = await e2e.api<{ actionId: number; taleTextEnd: string }>(
      editor,
      'GET',
      `/tales/${ids[FORWARDED]}`,
    );
    expect(forwarded.actionId).toBe(5);
    expect(forwarded.taleTextEnd).toContain('Evvel zaman içinde');

    const member = await openSettled(advisoryBoardMember, DESKTOP, '/masal/advisoryBoardTaleDataTable');
    const grid = member.page.getByRole('grid', { name: 'Karar bekleyenler' });
    await grid.getByRole('link', { name: FORWARDED }).waitFor();
    await grid.getByRole('button', { name: 'Karar ver' }).click();
    const decide = dialog(member.page);
    await decide.getByText('Köse, padişahın kızını akıllıca kazanır.').waitFor();
    await decide.getByRole('button', { name: 'Onayla', exact: true }).click();
    await dialog(member.page).getByRole('button', { name: 'Onayla', exact: true }).click();
    await expect.poll(() => toast(member.page).textContent(), SLOW).toContain('Tamamlandı');
    expect(
      (await e2e.api<{ actionId: number }>(advisoryBoardMember, 'GET', `/tales/${ids[FORWARDED]}`)).actionId,
    ).toBe(6);
    expect(problems).toEqual([]);
    expect(member.problems).toEqual([]);
  });

  it('an abstract typed and not saved is kept on the device, offered back after a reload, and saved with the decision', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, problems } = await openSettled(editor, viewport, `/masal/taleReview/${ids[TYPED]}`);
      await reviewHeading(page).waitFor();
      const status = page.getByRole('status').filter({ hasText: /değişiklik/ });
      await expect.poll(() => status.textContent()).toBe('Bütün değişiklikler kaydedildi.');
      const abstract = page.getByRole('textbox', { name: 'Özet' });
      await abstract.fill('Hoca, kazanın doğurduğuna inandırır.');
      await expect
        .poll(() => status.textContent())
        .toBe('Kaydedilmemiş değişiklikler var; bu cihazda saklanıyor ve karardan önce kaydedilir.');
      await saveScreenshot(page, `${viewport.name}-review-abstract-unsaved`);

      // A reload loses nothing: the typed abstract is offered back, and restored.
      await page.reload();
      await reviewHeading(page).waitFor();
      const offer = page.getByTestId('abstract-restore');
      await offer.getByText('Kaydedilmemiş özetiniz bu cihazda saklandı').waitFor();
      expect(await abstract.inputValue()).toBe('');
      await offer.scrollIntoViewIfNeeded();
      await expectFits(page);
      await expectAccessible(page);
      await saveViewportShot(page, `${viewport.name}-review-abstract-kept`);
      await offer.getByRole('button', { name: 'Geri yükle' }).click();
      await offer.waitFor({ state: 'detached' });
      expect(await abstract.inputValue()).toBe('Hoca, kazanın doğurduğuna inandırır.');
      await expect
        .poll(() => status.textContent())
        .toBe('Kaydedilmemiş değişiklikler var; bu cihazda saklanıyor ve karardan önce kaydedilir.');

      // "At" throws the kept copy away: the next reload offers nothing.
      await page.reload();
      await reviewHeading(page).waitFor();
      await page.getByTestId('abstract-restore').getByRole('button', { name: 'At' }).click();
      await page.reload();
      await reviewHeading(page).waitFor();
      await page.getByRole('textbox', { name: 'Özet' }).waitFor();
      expect(await page.getByTestId('abstract-restore').count()).toBe(0);
      await page.close();
      expect(problems).toEqual([]);
    }
    const { page, problems } = await openSettled(editor, DESKTOP, `/masal/taleReview/${ids[TYPED]}`);
    await reviewHeading(page).waitFor();
    await page.getByRole('button', { name: 'Ana metni buraya aktar' }).click();
    await page.getByLabel('Masal Türü (Grup)').selectOption({ index: 2 });
    await page.getByLabel('Alt Grup').selectOption({ index: 1 });
    await page.getByRole('textbox', { name: 'Özet' }).fill('Hoca, kazanın doğurduğuna inandırır.');
    await page.getByRole('button', { name: 'Danışma kuruluna gönder' }).click();
    await dialog(page).getByRole('button', { name: 'Danışma kuruluna gönder' }).click();
    await expect.poll(() => toast(page).textContent(), SLOW).toContain('Danışma kurulunda');
    await page
      .getByTestId('decision-outcome')
      .getByText('danışma kurulunun kararını bekliyor', { exact: false })
      .waitFor();
    // Saved, so nothing is kept on the device any more.
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('masal.abstractDraft'))),
    ).toEqual([]);
    const saved = await e2e.api<{ text: string }>(editor, 'GET', `/taleAbstract/byTaleId/${ids[TYPED]}`);
    expect(saved.text).toBe('Hoca, kazanın doğurduğuna inandırır.');
    expect((await e2e.api<{ actionId: number }>(editor, 'GET', `/tales/${ids[TYPED]}`)).actionId).toBe(5);
    expect(problems).toEqual([]);
  });

  it('a compiler who also edits sees their own pending work, then their queue', async () => {
    const { page, problems } = await e2e.openAs(both, DESKTOP, '/masal/taleListInbox');
    await page.getByRole('heading', { name: 'Bekleyen İşlerim', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'İncelemenizi bekleyen masallar', level: 2 }).waitFor();
    await page.getByText('Kararınızı bekleyen masal yok.').waitFor();
    await expectAccessible(page);
    expect(problems).toEqual([]);
  });

  it('fits a 390 px phone: the queue, the review and a decision', async () => {
    const { page, problems } = await openSettled(editor, PHONE, '/masal/taleListInbox');
    await page.getByRole('grid', { name: 'Bekleyen İşler' }).getByRole('link', { name: OPEN }).waitFor();
    await expectFits(page);
    await expectAccessible(page);
    await saveScreenshot(page, 'phone-review-inbox');

    await page.goto(`/masal/taleReview/${ids[OPEN]}`);
    await reviewHeading(page).waitFor();
    await page.getByLabel('Masal Türü (Grup)').waitFor();
    await expectFits(page);
    await expectAccessible(page);
    await saveScreenshot(page, 'phone-review');
    await page.getByRole('button', { name: 'Reddet' }).click();
    await dialog(page).getByLabel('Gerekçe').waitFor();
    await animationsDone(page);
    await expectFits(page);
    await saveScreenshot(page, 'phone-review-decision');
    // The outcome stays on the page after the dialog and the toast.
    await dialog(page).getByLabel('Gerekçe').fill('Masal bu arşivin konusu dışında.');
    await dialog(page).getByRole('button', { name: 'Reddet' }).click();
    const outcome = page.getByTestId('decision-outcome');
    await outcome.getByText('Kararınız kaydedildi: Reddet').waitFor();
    expect(await outcome.textContent()).toContain('“Reddedildi”');
    await outcome.evaluate((alert) => alert.scrollIntoView({ block: 'center' }));
    await animationsDone(page);
    await expectFits(page);
    await saveViewportShot(page, 'phone-review-decision-outcome');
    expect(problems).toEqual([]);
  });
});
