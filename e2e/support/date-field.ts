/** The portal's one date field (MUI X DatePicker in Turkish, GG.AA.YYYY), typed as a person types it. */
import type { Page } from 'playwright-core';

/** The field's day, month and year sections take the digits in turn ('23041985'); whatever it held is cleared. */
export async function typeDate(page: Page, label: string, digits: string): Promise<void> {
  await page.getByRole('group', { name: label, exact: true }).click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(digits);
}

/** What the field shows ('23.04.1985'), read from its hidden input (the sections are spans). */
export function shownDate(page: Page, label: string): Promise<string> {
  return page
    .getByRole('group', { name: label, exact: true })
    .locator('xpath=..')
    .locator('input')
    .inputValue();
}
