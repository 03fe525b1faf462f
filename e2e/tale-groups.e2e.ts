/**
 * /masal/taleGroupList — the ATU groups and subgroups as a tree with their numbers and
 * tale counts; a type's tales beside it with the preview; adding, editing (TTV), reordering and deleting
 * types, with the server's 409 for a type in use. A writer is sent to /401. Screenshots at 390 and 1280 px;
 * no sideways scroll; axe finds nothing.
 */
import { ROLE, taleGroupInUse } from '@masal/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeTaleBody } from '../packages/server/test/support/tale-bodies.ts';
import { type ApiSession, signInAdminWithApi, signInNewWriterWithApi } from './support/api-session.ts';
import { expectAccessible } from './support/axe.ts';
import { createStaffSessions, sendAndForwardWithApi } from './support/editor-account.ts';
import { DESKTOP, expectFits, PHONE, saveScreenshot, type Viewport } from './support/layout-checks.ts';
import { SLOW } from './support/screen.ts';
import { type E2e, openE2e } from './support/session.ts';

const TALE = 'Keloğlan ile Dev';

let e2e: E2e;
let admin: ApiSession;
let editor: ApiSession;
let writer: ApiSession;
/** The first group, under which the editor classified the tale. */
let animals = '';

beforeAll(async () => {
  e2e = await openE2e();
  admin = await signInAdminWithApi(e2e.server);
  [editor] = await createStaffSessions(e2e.server, admin, [
    { key: 'editor', name: 'Elif', surname: 'Editör', roleIds: [ROLE.editor] },
  ]);
  writer = await signInNewWriterWithApi(e2e.server);
  const body = completeTaleBody({ taleName: TALE });
  ({ groupName: animals } = await sendAndForwardWithApi(
    e2e.server,
    { writer, admin, editor },
    { body, taleTextEnd: body.taleText ?? '', abstract: 'Keloğlan devi kurnazlıkla yener.' },
  ));
});
afterAll(async () => {
  await e2e?.close();
});

const tree = (page: Page) => page.getByRole('list', { name: 'Türler' });
/** A node's own button (its name, then its numbers and count), not its expand or menu button. */
const nodeOf = (page: Page, name: string) =>
  tree(page).getByRole('button', { name: new RegExp(`^${name} (ATU|TTV|\\d)`) });
const menuOf = (page: Page, name: string) => page.getByRole('button', { name: `${name} için işlemler` });
const groupNames = async () =>
  (await e2e.api<{ groupName: string }[]>(editor, 'GET', '/taleGroups')).map((g) => g.groupName);

const openScreen = (viewport: Viewport, session: ApiSession = editor) =>
  e2e.openAs(session, viewport, '/masal/taleGroupList');

async function openSubGroupTales(page: Page) {
  await page.getByRole('heading', { name: 'Grup Masalları', level: 1 }).waitFor();
  const group = nodeOf(page, animals);
  await expect.poll(() => group.textContent(), SLOW).toContain('1 masal');
  const [first] = (
    await e2e.api<{ subGroups: { subGroupName: string }[] }[]>(editor, 'GET', '/taleGroups')
  )[0]?.subGroups ?? [{ subGroupName: '' }];
  const subGroup = first?.subGroupName ?? '';
  // Groups start closed; the button opens the group's subgroups.
  const expand = tree(page).getByRole('button', { name: `${animals} alt gruplarını göster` });
  expect(await expand.getAttribute('aria-expanded')).toBe('false');
  await expand.click();
  await nodeOf(page, subGroup).click();
  const grid = page.getByRole('grid', { name: `${animals} / ${subGroup} masalları` });
  await grid.getByRole('row').filter({ hasText: TALE }).waitFor(SLOW);
  return grid;
}

describe('tale groups', () => {
  it('shows the tree with counts and a type’s tales with the preview; edits, reorders and deletes types', async () => {
    const { page, problems } = await openScreen(DESKTOP);
    const grid = await openSubGroupTales(page);
    await expectFits(page);
    await expectAccessible(page);
    await saveScreenshot(page, 'desktop-tale-groups');

    // The preview opens the whole tale.
    await grid.getByRole('button', { name: `${TALE} masalını önizle` }).click();
    const preview = page.getByRole('dialog', { name: /^Önizleme/ });
    await expect.poll(() => preview.textContent(), SLOW).toContain(TALE);
    await preview.getByRole('button', { name: 'Kapat' }).first().click();
    await preview.waitFor({ state: 'hidden' });

    // The TTV number beside the ATU range.
    await menuOf(page, animals).click();
    await page.getByRole('menuitem', { name: 'Düzenle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Grubu düzenle' });
    await dialog.getByLabel('TTV (Eberhard–Boratav) numarası').fill('1-99');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => nodeOf(page, animals).textContent(), SLOW).toContain('TTV 1-99');

    // A new group comes last; "Yukarı taşı" moves it one up.
    await page.getByRole('button', { name: 'Yeni grup' }).click();
    const create = page.getByRole('dialog', { name: 'Yeni grup' });
    await create.getByLabel('Adı').fill('Zincirleme Masallar');
    await create.getByLabel('ATU aralığı').fill('2000-2100');
    await create.getByRole('button', { name: 'Kaydet' }).click();
    await create.waitFor({ state: 'hidden' });
    await menuOf(page, 'Zincirleme Masallar').waitFor(SLOW);
    expect((await groupNames()).at(-1)).toBe('Zincirleme Masallar');
    await menuOf(page, 'Zincirleme Masallar').click();
    await page.getByRole('menuitem', { name: 'Yukarı taşı' }).click();
    await expect.poll(async () => (await groupNames()).at(-2), SLOW).toBe('Zincirleme Masallar');

    // A type in use is kept, with the server's message; an unused one goes.
    await menuOf(page, animals).click();
    await page.getByRole('menuitem', { name: 'Sil' }).click();
    await page
      .getByRole('dialog', { name: 'Grup silinsin mi?' })
      .getByRole('button', { name: 'Sil' })
      .click();
    await page
      .getByRole('alert')
      .filter({ hasText: taleGroupInUse(1) })
      .waitFor(SLOW);
    expect(await groupNames()).toContain(animals);
    await menuOf(page, 'Zincirleme Masallar').click();
    await page.getByRole('menuitem', { name: 'Sil' }).click();
    await page
      .getByRole('dialog', { name: 'Grup silinsin mi?' })
      .getByRole('button', { name: 'Sil' })
      .click();
    // The tree may leave the group's row while the deletion is still under way (it redraws while busy): the
    // server's list is waited for, then the tree must agree with it.
    await expect.poll(groupNames, SLOW).not.toContain('Zincirleme Masallar');
    await menuOf(page, 'Zincirleme Masallar').waitFor({ state: 'detached', ...SLOW });
    expect(problems).toEqual([]);
  });

  it('fits a 390 px phone', async () => {
    const { page, problems } = await openScreen(PHONE, admin);
    await openSubGroupTales(page);
    await expectFits(page);
    await expectAccessible(page);
    await saveScreenshot(page, 'phone-tale-groups');
    expect(problems).toEqual([]);
  });

  it('sends a writer to /401', async () => {
    const { page } = await openScreen(DESKTOP, writer);
    await page.waitForURL(/\/401$/, SLOW);
  });
});
