/**
 * The editorial workflow end to end in Chromium, each person in their own browser:
 * compiler A fills the tale form and submits → the admin assigns it to the editor on /masal/taleManagement
 * → the editor opens the assignment mail's link and requests a revision → compiler A opens the revision
 * mail's link, finds the note in "Bekleyen İşlerim", fixes the tale and resubmits → the editor classifies
 * it, writes the abstract and the text to publish and forwards it to the advisory board → an advisory board member
 * opens the advisory board mail's link and approves → compiler A's payment row is there, worth round(words × 25.1)
 * kuruş → a publishing editor publishes it → compiler A opens the publication mail's link, and compiler B reads the
 * tale on /masal/publicTalePage (also at 390 px). A second tale the advisory board approves as private content never
 * reaches compiler B: not in the public list, not by its address (401). Every screen passes axe; screenshots of the
 * key steps at 1280 px.
 */
import { ACTION, MSG, ROLE } from '@masal/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OutboxMail, waitForMail } from '../packages/server/test/support/outbox.ts';
import { completeTaleBody } from '../packages/server/test/support/tale-bodies.ts';
import { type ApiSession, signInAdminWithApi, signInWithApi } from './support/api-session.ts';
import { expectAccessible } from './support/axe.ts';
import { createStaffMember, type StaffMember, sendAndForwardWithApi } from './support/editor-account.ts';
import { DESKTOP, expectFits, PHONE, saveScreenshot } from './support/layout-checks.ts';
import { dialog, dismissBankTip, SLOW, toast } from './support/screen.ts';
import { type E2e, openE2e } from './support/session.ts';
import { fillTaleDetails } from './support/tale-form.ts';
import { createActiveWriter, type Writer } from './support/writer.ts';

const TALE = 'Keloğlan ile Kırk Haramiler';
const PRIVATE = 'Sandıktaki Sır';
const REVISION_NOTE = 'Kaynak kişinin doğum yerini köyüyle birlikte yazınız.';
const FIXED_BIRTHPLACE = 'Maçka, Ormanüstü köyü';
const ABSTRACT = 'Keloğlan kırk haramiyi kurnazlıkla alt eder ve köyüne döner.';
/** The text to publish: 35 words (35 × 25.1 = 878.5, so the half-up rounding shows). */
const TEXT_TO_PUBLISH =
  'Evvel zaman içinde kalbur saman içinde Keloğlan ile anası bir köyde yaşarmış.\n\n' +
  'Bir gün Keloğlan dağda kırk haramiye rastlamış. Onları kurnazlıkla bir mağaraya kapatmış ve ' +
  'altınlarını köyün yoksullarına dağıtmış. O günden sonra herkes mutlu yaşamış.';

/** Mails leave just after the answer that causes them. */
const MAIL_WAIT = { timeoutMs: 15_000 };

let e2e: E2e;
let admin: ApiSession;
let compilerA: Writer;
let compilerB: Writer;
let writerA: ApiSession;
let writerB: ApiSession;
let editor: StaffMember;
let advisoryBoardMember: StaffMember;
let publisher: StaffMember;
let taleId = 0;
let privateId = 0;
let started = 0;

/** One browser context per person; its page keeps their session for the whole journey. */
const pages: Record<string, { page: Page; problems: string[] }> = {};

/** Gönder on the tale form, then Gönder in its check, to the confirmation page. */
async function sendThroughCheck(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Gönder', exact: true }).click();
  const check = page.getByRole('dialog', { name: 'Göndermeden önce kontrol edin' });
  await check.getByRole('button', { name: 'Gönder', exact: true }).click();
  await page.waitForURL(/\/masal\/taleSent\/\d+$/);
  await page.getByRole('heading', { name: 'Masalınız gönderildi', level: 1 }).waitFor();
}

/** Outbox files already looked at, so each wait finds the mail of the step just taken. */
const seen: string[] = [];

/** The newest unseen mail to `to` with `subject`; it names the tale and carries one link into the app. */
async function mailAbout(
  to: string,
  subject: string,
  taleName: string,
): Promise<{ mail: OutboxMail; link: string }> {
  const mail = await waitForMail(e2e.server.dataDir, to, {
    subjectIncludes: subject,
    except: seen,
    ...MAIL_WAIT,
  });
  seen.push(mail.file);
  expect(mail.subject).toBe(`Masal Portalı — ${subject}`);
  const links = mail.text.split(/\s+/).filter((word) => word.startsWith(`${e2e.server.url}/masal/`));
  expect(links, mail.text).toHaveLength(1);
  if (!mail.text.includes(`“${taleName}”`))
    throw new Error(`the mail does not name “${taleName}”:\n${mail.text}`);
  return { mail, link: links[0] as string };
}

/** The link's path and query, to open in the person's own signed-in page. */
const inApp = (link: string) => {
  const url = new URL(link);
  expect(url.origin).toBe(e2e.server.url);
  return `${url.pathname}${url.search}`;
};

/** The independent arithmetic: round(words × 25.1) kuruş, half up, in integers (25.1 = 251 / 10). */
const expectedKurus = (words: number) => Math.floor((words * 251 + 5) / 10);

const reviewHeading = (page: Page) => page.getByRole('heading', { name: 'Masal İnceleme', level: 1 });
const taleOf = (session: ApiSession, id: number) =>
  e2e.api<{ actionId: number; numberOfWord: number; version: number; taleTextEnd: string | null }>(
    session,
    'GET',
    `/tales/${id}`,
  );

/** A page signed in with an API session (staff and compiler B); compiler A and the admin use the form. */
async function pageFor(key: string, session: ApiSession) {
  const opened = await e2e.openAs(session, DESKTOP);
  pages[key] = opened;
  return opened.page;
}

beforeAll(async () => {
  e2e = await openE2e();
  admin = await signInAdminWithApi(e2e.server);
  compilerA = await createActiveWriter(e2e.server);
  compilerB = await createActiveWriter(e2e.server);
  writerA = await signInWithApi(e2e.server, compilerA.email, compilerA.password);
  writerB = await signInWithApi(e2e.server, compilerB.email, compilerB.password);
  editor = await createStaffMember(e2e.server, admin, {
    key: 'editor',
    name: 'Selin',
    surname: 'Editör',
    roleIds: [ROLE.editor],
  });
  advisoryBoardMember = await createStaffMember(e2e.server, admin, {
    key: 'kurul',
    name: 'Selin',
    surname: 'Kurul',
    roleIds: [ROLE.advisoryBoardMember],
  });
  publisher = await createStaffMember(e2e.server, admin, {
    key: 'yayin',
    name: 'Selin',
    surname: 'Yayıncı',
    roleIds: [ROLE.publishingEditor],
  });
});
afterAll(async () => {
  if (started) console.log(`journey: ${Math.round((Date.now() - started) / 1000)} s`);
  await e2e?.close();
});

/** One step of the journey; once a step fails, the later ones are skipped rather than failing after it. */
let broken = false;
function step(name: string, run: () => Promise<void>) {
  it(name, async (context) => {
    if (broken) context.skip();
    try {
      await run();
    } catch (error) {
      broken = true;
      throw error;
    }
  });
}

describe('workflow journey', () => {
  step('compiler A fills the tale form and submits it', async () => {
    started = Date.now();
    const { page, problems } = await e2e.signedIn(DESKTOP, compilerA);
    pages.compilerA = { page, problems };
    await dismissBankTip(page, 'detached');
    await page
      .getByRole('navigation', { name: 'Ana menü' })
      .getByRole('link', { name: 'Masal Gönder', exact: true })
      .click();
    await page.waitForURL(/\/masal\/taleSave/);

    await fillTaleDetails(page, TALE);
    await page
      .getByLabel('Ana Masal Metni')
      .fill('Evvel zaman içinde Keloğlan kırk haramiyi bir mağaraya kapatmış, altınları dağıtmış.');
    await page.getByLabel('Bağlam Özellikleri').fill('Kış gecesi, ocak başında anlatıldı.');
    await expectAccessible(page, 'tale form');
    await saveScreenshot(page, 'desktop-journey-1-tale-form');

    await sendThroughCheck(page);
    await page.getByTestId('tale-sent').getByRole('link', { name: 'Masallarım' }).click();
    await page.waitForURL(/\/masal\/taleList$/);
    const row = page.getByRole('row').filter({ hasText: TALE });
    await expect.poll(() => row.getByText('Gönderildi', { exact: false }).count(), SLOW).toBeGreaterThan(0);
    await expectAccessible(page, 'Masallarım');
    const mine = await e2e.api<{ rows: { taleId: number; taleName: string; actionId: number }[] }>(
      writerA,
      'GET',
      '/tales/?pageSize=100',
    );
    const sent = mine.rows.find((r) => r.taleName === TALE);
    expect(sent?.actionId).toBe(ACTION.submitted);
    taleId = sent?.taleId ?? 0;
    expect(problems).toEqual([]);
  });

  step('the admin assigns it to the editor on /masal/taleManagement', async () => {
    const { page, problems } = await e2e.adminScreen(DESKTOP, '/masal/taleManagement', 'Masal Yönetimi');
    pages.admin = { page, problems };
    const row = page.getByRole('grid', { name: 'Masal Yönetimi' }).getByRole('row').filter({ hasText: TALE });
    await row.waitFor();
    await expectAccessible(page, 'tale management');

    await row.getByRole('button', { name: 'İşlemler' }).click();
    const decisions = page.getByRole('dialog', { name: /^Masal İşlemleri/ });
    await decisions.getByRole('button', { name: 'Editör ata' }).waitFor();
    await expectAccessible(page, 'tale decisions dialog');
    await decisions.getByRole('button', { name: 'Editör ata' }).click();
    const assign = page.getByRole('dialog', { name: 'Editör ata' });
    await assign.getByRole('combobox', { name: 'Editör' }).click();
    // Each editor with their open workload; ours has none yet.
    const option = page.getByRole('option', { name: /^Selin Editör.*\D0 açık/ });
    await option.waitFor();
    await saveScreenshot(page, 'desktop-journey-2-assign');
    await option.click();
    await expectAccessible(page, 'assign dialog');
    await assign.getByRole('button', { name: 'Editör ata' }).click();
    await expect.poll(() => toast(page).textContent(), SLOW).toContain('Karar kaydedildi');
    await expect.poll(() => row.textContent(), SLOW).toContain('Selin Editör');
    expect(await row.textContent()).toContain('Editör incelemesinde');
    expect(problems).toEqual([]);
  });

  step('the editor opens the assignment mail and requests a revision', async () => {
    const { link } = await mailAbout(editor.email, 'İncelemeniz için bir masal atandı', TALE);
    expect(inApp(link)).toBe(`/masal/taleReview/${taleId}`);
    const page = await pageFor('editor', editor.session);
    await page.goto(inApp(link));
    await reviewHeading(page).waitFor();
    await expect
      .poll(() => page.getByRole('region', { name: 'Ana Masal Metni (derleyicinin)' }).textContent())
      .toContain('kırk haramiyi');
    await expectAccessible(page, 'review');
    await saveScreenshot(page, 'desktop-journey-3-review');

    await page.getByRole('button', { name: 'Düzeltme iste' }).click();
    const decision = dialog(page);
    await decision.getByLabel('Açıklama').fill(REVISION_NOTE);
    await expectAccessible(page, 'revision dialog');
    await decision.getByRole('button', { name: 'Düzeltme iste' }).click();
    await expect.poll(() => toast(page).textContent(), SLOW).toContain('Düzeltme istendi');
    await expect
      .poll(() => page.getByTestId('tale-history').textContent(), SLOW)
      .toContain('Editör incelemesinde → Düzeltme istendi');
    expect((await taleOf(editor.session, taleId)).actionId).toBe(ACTION.revisionRequested);
    expect(pages.editor?.problems).toEqual([]);
  });

  step('compiler A reads the note, fixes the tale in the form and resubmits', async () => {
    const { mail, link } = await mailAbout(compilerA.email, 'Masalınız için düzeltme istendi', TALE);
    expect(mail.text).toContain(REVISION_NOTE);
    expect(inApp(link)).toBe(`/masal/taleSave?taleId=${taleId}`);
    const { page, problems } = pages.compilerA as { page: Page; problems: string[] };

    // The revision mail's link opens the tale with the editor's note.
    await page.goto(inApp(link));
    await expect.poll(() => page.getByTestId('revision-note').textContent(), SLOW).toContain(REVISION_NOTE);
    await expect.poll(() => page.getByLabel('Masal Adı', { exact: true }).inputValue()).toBe(TALE);

    // "Bekleyen İşlerim" shows it too, with the note, and leads to the form.
    await page.goto('/masal/taleListInbox');
    const inbox = page.getByRole('grid', { name: 'Bekleyen İşlerim' });
    const row = inbox.getByRole('row').filter({ hasText: TALE });
    await expect.poll(() => row.textContent(), SLOW).toContain(REVISION_NOTE);
    expect(await row.textContent()).toContain('Düzeltme istendi');
    await expectAccessible(page, 'Bekleyen İşlerim');
    await saveScreenshot(page, 'desktop-journey-4-compiler-inbox');
    await row.getByRole('button', { name: 'Düzenle' }).click();
    await page.waitForURL(`**/masal/taleSave?taleId=${taleId}`);
    await page.getByTestId('revision-note').waitFor();
    await expect.poll(() => page.getByLabel('Kaynak Kişinin Doğum Yeri').inputValue()).toBe('Maçka');
    await page.getByLabel('Kaynak Kişinin Doğum Yeri').fill(FIXED_BIRTHPLACE);
    await expectAccessible(page, 'tale form with the revision note');
    await saveScreenshot(page, 'desktop-journey-5-fix');
    await sendThroughCheck(page);
    await page
      .getByText('Düzeltilen masalınız, düzeltme isteyen editöre yeniden incelenmek üzere gönderildi.')
      .waitFor();
    const resubmitted = await e2e.api<{ actionId: number; sourcePerson: { placeOfBirth: string } | null }>(
      writerA,
      'GET',
      `/tales/full/${taleId}`,
    );
    expect(resubmitted.actionId).toBe(ACTION.inReview);
    expect(resubmitted.sourcePerson?.placeOfBirth).toBe(FIXED_BIRTHPLACE);
    expect(problems).toEqual([]);
  });

  step('the editor classifies it, writes the abstract and the text to publish, and forwards it', async () => {
    const { link } = await mailAbout(editor.email, 'Düzeltilen masal yeniden gönderildi', TALE);
    const page = pages.editor?.page as Page;
    await page.goto(inApp(link));
    await reviewHeading(page).waitFor();
    await page.getByRole('button', { name: 'Düzeltme iste' }).waitFor();
    await page.getByLabel('Yayınlanacak Masal Metni').fill(TEXT_TO_PUBLISH);
    await page.getByLabel('Masal Türü (Grup)').selectOption({ index: 1 });
    await page.getByLabel('Alt Grup').selectOption({ index: 1 });
    await page.getByRole('textbox', { name: 'Özet' }).fill(ABSTRACT);
    await page.getByRole('button', { name: 'Özeti kaydet' }).click();
    await expect.poll(() => toast(page).textContent(), SLOW).toContain(MSG.abstractSaved);
    await expectAccessible(page, 'review, filled in');
    await saveScreenshot(page, 'desktop-journey-6-classified');

    await page.getByRole('button', { name: 'Danışma kuruluna gönder' }).click();
    await expectAccessible(page, 'forward dialog');
    await dialog(page).getByRole('button', { name: 'Danışma kuruluna gönder' }).click();
    await expect.poll(() => toast(page).textContent(), SLOW).toContain('Danışma kurulunda');
    const forwarded = await taleOf(editor.session, taleId);
    expect(forwarded.actionId).toBe(ACTION.advisoryBoard);
    expect(forwarded.taleTextEnd).toBe(TEXT_TO_PUBLISH);
    expect(pages.editor?.problems).toEqual([]);
  });

  step(
    'an advisory board member opens the advisory board mail and approves; the payment accrues',
    async () => {
      const { link } = await mailAbout(
        advisoryBoardMember.email,
        'Danışma kurulunun değerlendirmesini bekleyen masal',
        TALE,
      );
      expect(inApp(link)).toBe('/masal/advisoryBoardTaleDataTable');
      // The second tale reaches the advisory board meanwhile (set up through the API).
      const second = await sendAndForwardWithApi(
        e2e.server,
        { writer: writerA, admin, editor: editor.session },
        {
          body: completeTaleBody({ taleName: PRIVATE }),
          taleTextEnd: 'Bu masal yalnızca arşivde saklanacak bir anlatımdır.',
          abstract: `${PRIVATE}: kısa özet.`,
        },
      );
      privateId = second.taleId;
      await mailAbout(
        advisoryBoardMember.email,
        'Danışma kurulunun değerlendirmesini bekleyen masal',
        PRIVATE,
      );

      const page = await pageFor('advisoryBoardMember', advisoryBoardMember.session);
      await page.goto(inApp(link));
      const waiting = page.getByRole('grid', { name: 'Karar bekleyenler' });
      await waiting.getByRole('link', { name: TALE }).waitFor();
      await waiting.getByRole('link', { name: PRIVATE }).waitFor();
      await expectAccessible(page, 'advisory board');
      await saveScreenshot(page, 'desktop-journey-7-advisory-board');

      await waiting
        .getByRole('row')
        .filter({ hasText: TALE })
        .getByRole('button', { name: 'Karar ver' })
        .click();
      await dialog(page).getByText(ABSTRACT).waitFor();
      await expectAccessible(page, 'advisory board decision');
      await saveScreenshot(page, 'desktop-journey-8-advisory-board-decision');
      await dialog(page).getByRole('button', { name: 'Onayla', exact: true }).click();
      await dialog(page).getByRole('button', { name: 'Onayla', exact: true }).click();
      await expect.poll(() => toast(page).textContent(), SLOW).toContain('Tamamlandı');
      await waiting.getByRole('link', { name: TALE }).waitFor({ state: 'detached' });
      const approved = await taleOf(writerA, taleId);
      expect(approved.actionId).toBe(ACTION.completed);

      // Approval mail to compiler A; its link opens the tale, no longer editable.
      const approval = await mailAbout(compilerA.email, 'Masalınız onaylandı', TALE);
      expect(inApp(approval.link)).toBe(`/masal/taleSave?taleId=${taleId}`);
      const compiler = pages.compilerA?.page as Page;
      await compiler.goto(inApp(approval.link));
      await expect.poll(() => compiler.getByTestId('read-only').textContent(), SLOW).toContain('Tamamlandı');
      await expectAccessible(compiler, 'approved tale, read only');

      // The payment: compiler A's own, one row, worth round(words × 25.1) kuruş of the frozen word count.
      expect(approved.numberOfWord).toBe(TEXT_TO_PUBLISH.split(/\s+/).filter(Boolean).length);
      expect(approved.numberOfWord).toBe(35);
      const payments = await e2e.api<{
        rows: {
          taleId: number;
          userId: number;
          numberOfWord: number;
          coefficient: string;
          amountKurus: number;
        }[];
      }>(writerA, 'GET', '/payments');
      const own = payments.rows.filter((p) => p.taleId === taleId);
      expect(own).toHaveLength(1);
      expect(own[0]).toMatchObject({
        userId: writerA.user.userId,
        numberOfWord: approved.numberOfWord,
        coefficient: '25.1',
        amountKurus: expectedKurus(approved.numberOfWord),
      });
      expect(own[0]?.amountKurus).toBe(879);
      // Nobody else's: compiler B has no payment.
      expect((await e2e.api<{ rows: unknown[] }>(writerB, 'GET', '/payments')).rows).toEqual([]);

      // The second tale: approved as private content.
      await waiting
        .getByRole('row')
        .filter({ hasText: PRIVATE })
        .getByRole('button', { name: 'Karar ver' })
        .click();
      await dialog(page).getByText(`${PRIVATE}: kısa özet.`).waitFor();
      await dialog(page).getByRole('button', { name: 'Özel içerik olarak onayla' }).click();
      await dialog(page).getByRole('button', { name: 'Özel içerik olarak onayla' }).click();
      await expect.poll(() => toast(page).textContent(), SLOW).toContain('Özel içerikli');
      expect((await taleOf(admin, privateId)).actionId).toBe(ACTION.privateContent);
      await mailAbout(compilerA.email, 'Masalınız onaylandı', PRIVATE);
      expect(pages.advisoryBoardMember?.problems).toEqual([]);
      expect(pages.compilerA?.problems).toEqual([]);
    },
  );

  step('a publishing editor publishes it; compiler A opens the publication mail', async () => {
    const page = await pageFor('publisher', publisher.session);
    await page.goto('/masal/complatedTalePage');
    const grid = page.getByRole('grid', { name: 'Tamamlanan Masallar' });
    await grid.getByRole('link', { name: TALE }).waitFor();
    expect(await grid.textContent()).not.toContain(PRIVATE);
    await expectAccessible(page, 'completed tales');
    await grid.getByRole('link', { name: TALE }).click();
    await page.getByRole('heading', { name: TALE, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Yayımla' }).click();
    await expectAccessible(page, 'publish dialog');
    await saveScreenshot(page, 'desktop-journey-9-publish');
    await dialog(page).getByRole('button', { name: 'Yayımla' }).click();
    await expect.poll(() => toast(page).textContent(), SLOW).toContain('Yayımlandı');
    await expect
      .poll(() => page.getByTestId('decision-buttons').textContent(), SLOW)
      .toContain('Yayından kaldır');
    await expectAccessible(page, 'published tale, publisher');
    expect((await taleOf(publisher.session, taleId)).actionId).toBe(ACTION.published);

    const { link } = await mailAbout(compilerA.email, 'Masalınız yayımlandı', TALE);
    const compiler = pages.compilerA?.page as Page;
    expect(inApp(link)).toBe(`/masal/publicTalePage/${taleId}`);
    await compiler.goto(inApp(link));
    // The link opens the reading view itself.
    const reading = compiler
      .getByRole('article', { name: TALE })
      .getByRole('heading', { name: TALE, level: 1 });
    await reading.waitFor();
    expect(new URL(compiler.url()).pathname).toBe(`/masal/publicTalePage/${taleId}`);
    await expectAccessible(compiler, 'reading view from the publication link');
    expect(pages.publisher?.problems).toEqual([]);
    expect(pages.compilerA?.problems).toEqual([]);
  });

  step('compiler B reads it on the published page; the private tale never shows', async () => {
    const page = await pageFor('compilerB', writerB);
    await page.goto('/masal/publicTalePage');
    await dismissBankTip(page, 'detached');
    const grid = page.getByRole('grid', { name: 'Yayımlanan Masallar' });
    await grid.getByRole('link', { name: TALE }).waitFor();
    expect(await grid.textContent()).not.toContain(PRIVATE);
    await expectAccessible(page, 'published tales');

    // Searching the private tale's name finds nothing.
    await page.getByLabel('Masal adında ara').fill(PRIVATE);
    await page.getByText('Ölçütlere uyan masal bulunamadı.').waitFor();
    await saveScreenshot(page, 'desktop-journey-10-private-not-found');
    await page.getByLabel('Masal adında ara').fill('kirk haramiler');
    await grid.getByRole('link', { name: TALE }).click();
    await page.waitForURL(`**/masal/publicTalePage/${taleId}`);
    const article = page.getByRole('article', { name: TALE });
    await article.getByRole('heading', { name: TALE, level: 1 }).waitFor();
    await article.getByText(ABSTRACT).waitFor();
    expect(await page.getByTestId('public-tale-text').locator('p').allInnerTexts()).toEqual(
      TEXT_TO_PUBLISH.split('\n\n'),
    );
    expect(await page.getByTestId('decision-buttons').count()).toBe(0);
    await expectFits(page);
    await expectAccessible(page, 'reading view');
    await saveScreenshot(page, 'desktop-journey-11-reading');

    // The reading view fits a 390 px phone.
    await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
    await page.reload();
    await article.getByText(ABSTRACT).waitFor();
    await expectFits(page);
    await expectAccessible(page, 'reading view, phone');
    await saveScreenshot(page, 'phone-journey-reading');

    // Not by its address either: the server refuses, the screen does not show it.
    const refused = await fetch(`${e2e.server.url}/v1/tales/${privateId}`, {
      headers: { authorization: `Bearer ${writerB.token}` },
    });
    expect(refused.status).toBe(401);
    await page.goto(`/masal/publicTalePage/${privateId}`);
    await page.waitForURL((url) => !url.pathname.startsWith('/masal/publicTalePage'));
    expect(await page.getByText('arşivde saklanacak').count()).toBe(0);
    expect(pages.compilerB?.problems).toEqual([]);
  });
});
