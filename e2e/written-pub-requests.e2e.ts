/**
 * /masal/writtenPubRequest: an editor proposes a completed tale for the printed book series
 * (picked by name from the completed and published tales) with a reason and follows the request; the admin
 * sees it among every request and accepts it with a note; the proposer's mail arrives in the outbox and the
 * editor sees the decision with the note. Screenshots at 390 and 1280 px; nothing scrolls sideways; axe
 * finds nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForMail } from '../packages/server/test/support/outbox.ts';
import { completeTaleBody } from '../packages/server/test/support/tale-bodies.ts';
import { type ApiSession, signInAdminWithApi, signInNewWriterWithApi } from './support/api-session.ts';
import { expectAccessible } from './support/axe.ts';
import { createStaffMember, createStaffSessions, sendAndForwardWithApi } from './support/editor-account.ts';
import { DESKTOP, expectFits, PHONE, saveScreenshot, type Viewport } from './support/layout-checks.ts';
import { toast } from './support/screen.ts';
import { type E2e, openE2e } from './support/session.ts';

const TALE = 'Keloğlan ile Altın Elma';
const REASON = 'Dili sade, olay örgüsü çocuklar için çok uygun; basılı dizinin ilk cildine önerilir.';
const NOTE = 'Birinci ciltte yer alacak.';

let e2e: E2e;
let admin: ApiSession;
let editor: ApiSession;
let editorEmail: string;
let taleId: number;
let requestId: number;

beforeAll(async () => {
  e2e = await openE2e();
  admin = await signInAdminWithApi(e2e.server);
  const writer = await signInNewWriterWithApi(e2e.server);
  const staff = await createStaffMember(e2e.server, admin, {
    key: 'editor',
    name: 'Elif',
    surname: 'Editör',
    roleIds: [2],
  });
  editor = staff.session;
  editorEmail = staff.email;
  const [advisoryBoardMember] = await createStaffSessions(e2e.server, admin, [
    { key: 'kurul', name: 'Kemal', surname: 'Kurul', roleIds: [5] },
  ]);
  // A tale taken through the workflow to 6 (completed).
  ({ taleId } = await sendAndForwardWithApi(
    e2e.server,
    { writer, admin, editor },
    {
      body: completeTaleBody({ taleName: TALE }),
      taleTextEnd: 'Evvel zaman içinde Keloğlan altın elmayı bulmuş.',
      abstract: 'Keloğlan elmayı bulur.',
    },
  ));
  await e2e.api(advisoryBoardMember, 'PUT', '/tales/', { taleId, actionId: 6 });
});
afterAll(async () => {
  await e2e?.close();
});

async function open(session: ApiSession, viewport: Viewport, path = '/masal/writtenPubRequest') {
  const opened = await e2e.openAs(session, viewport, path);
  await opened.page.getByRole('heading', { level: 1, name: 'Yazılı Yayın Talebi' }).waitFor();
  return opened;
}

describe('/masal/writtenPubRequest', () => {
  it('an editor proposes a completed tale with a reason and sees it waiting', async () => {
    const { page, problems } = await open(editor, DESKTOP);
    await expect.poll(() => page.getByText('Gösterilecek öneri yok.').isVisible()).toBe(true);

    // Sending nothing: the shared schema's messages under the fields.
    await page.getByRole('button', { name: 'Öneriyi gönder' }).click();
    await page.getByText('En az bir masal seçiniz.').waitFor();
    await page.getByText('Öneri gerekçesi zorunludur.').waitFor();

    const tales = page.getByRole('combobox', { name: 'Masallar' });
    await tales.fill('altın elma');
    await page.getByRole('option', { name: new RegExp(TALE) }).click();
    await page.getByRole('textbox', { name: 'Gerekçe' }).fill(REASON);
    await expectAccessible(page);
    await saveScreenshot(page, 'desktop-pub-request-form');
    await page.getByRole('button', { name: 'Öneriyi gönder' }).click();
    await expect.poll(() => toast(page).textContent()).toContain('Öneriniz gönderildi.');

    const grid = page.getByRole('grid', { name: 'Önerilerim' });
    await grid.getByRole('link', { name: TALE }).waitFor();
    expect(await grid.getByText('Bekliyor').isVisible()).toBe(true);
    expect(await grid.getByText(REASON).isVisible()).toBe(true);
    expect(await grid.getByRole('link', { name: TALE }).getAttribute('href')).toBe(
      `/masal/complatedTalePage/${taleId}`,
    );
    const list = await e2e.api<{ rows: { requestId: number }[] }>(editor, 'GET', '/writtenPubRequest');
    requestId = list.rows[0]?.requestId ?? 0;
    expect(requestId).toBeGreaterThan(0);

    // The same tale again while the request waits: the server's refusal stays on the form.
    await tales.fill('altın elma');
    await page.getByRole('option', { name: new RegExp(TALE) }).click();
    await page.getByRole('textbox', { name: 'Gerekçe' }).fill(REASON);
    await page.getByRole('button', { name: 'Öneriyi gönder' }).click();
    await page.getByText('Bu masal için bekleyen bir öneriniz zaten var.', { exact: false }).waitFor();

    await expectFits(page);
    await saveScreenshot(page, 'desktop-pub-request-editor');
    expect(problems).toEqual([]);
  });

  it('the admin accepts it with a note and the proposer is mailed the decision', async () => {
    const { page, problems } = await open(admin, DESKTOP);
    // Admins decide; they propose nothing.
    expect(await page.getByRole('button', { name: 'Öneriyi gönder' }).count()).toBe(0);
    const grid = page.getByRole('grid', { name: 'Bütün öneriler' });
    await grid.getByRole('link', { name: TALE }).waitFor();
    expect(await grid.getByText('Elif Editör').isVisible()).toBe(true);
    await expectAccessible(page);
    await saveScreenshot(page, 'desktop-pub-request-admin');

    await page.getByRole('button', { name: `${requestId} numaralı öneriyi kabul et` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Not (isteğe bağlı)' }).fill(NOTE);
    await expectAccessible(page);
    await saveScreenshot(page, 'desktop-pub-request-decision');
    await dialog.getByRole('button', { name: 'Kabul et' }).click();
    await expect.poll(() => toast(page).textContent()).toContain('Öneri kabul edildi.');
    await grid.getByText('Kabul edildi').waitFor();
    expect(await grid.getByText(NOTE).isVisible()).toBe(true);
    // The decision stays on the page after the toast has gone.
    const outcome = page.getByTestId('written-pub-request-outcome');
    expect(await outcome.getAttribute('role')).toBe('status');
    expect(await outcome.textContent()).toContain('Öneri kabul edildi.');
    expect(await outcome.textContent()).toContain(`${requestId} numaralı öneri (“${TALE}”)`);
    await expectAccessible(page);
    await saveScreenshot(page, 'desktop-pub-request-decided');
    expect(await page.getByRole('button', { name: `${requestId} numaralı öneriyi kabul et` }).count()).toBe(
      0,
    );

    const mail = await waitForMail(e2e.server.dataDir, editorEmail, { subjectIncludes: 'kabul edildi' });
    expect(mail.text).toContain(`“${TALE}”`);
    expect(mail.text).toContain(NOTE);
    expect(mail.text).toContain('/masal/writtenPubRequest');
    await expectFits(page);
    expect(problems).toEqual([]);
  });

  it('fits a 390 px phone: the editor’s form and requests, the admin’s list', async () => {
    const mine = await open(editor, PHONE);
    await mine.page.getByText(NOTE).waitFor();
    expect(await mine.page.locator('li').getByText('Kabul edildi', { exact: true }).isVisible()).toBe(true);
    await expectFits(mine.page);
    await expectAccessible(mine.page);
    await saveScreenshot(mine.page, 'phone-pub-request-editor');
    expect(mine.problems).toEqual([]);

    const all = await open(admin, PHONE);
    await all.page.getByRole('link', { name: TALE }).waitFor();
    await expectFits(all.page);
    await expectAccessible(all.page);
    await saveScreenshot(all.page, 'phone-pub-request-admin');
    expect(all.problems).toEqual([]);
  });
});
