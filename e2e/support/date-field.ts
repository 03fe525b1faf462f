/** The portal's one date field (MUI X DatePicker in Turkish, GG.AA.YYYY), typed as a person types it. */
import type { Page } from 'playwright-core';

/**
 * The field's day, month and year sections take the digits in turn ('23041985'); whatever it held is cleared.
 * On a busy machine a digit can land before the field has moved its selection to the next section, so the
 * field is read back and typed again until it shows the date.
 */
export async function typeDate(page: Page, label: string, digits: string): Promise<void> {
  const wanted = `${digits.slice(0, 2)}.${digits.slice(2, 4)}.${digits.slice(4)}`;
  for (let attempt = 1; ; attempt++) {
    await page.getByRole('group', { name: label, exact: true }).click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
    await page.keyboard.type(digits);
    if ((await shownDate(page, label)) === wanted || attempt === 3) return;
  }
}

/** What the field shows ('23.04.1985'), read from its hidden input (the sections are spans). */
export function shownDate(page: Page, label: string): Promise<string> {
  return page
    .getByRole('group', { name: label, exact: true })
    .locator('xpath=..')
    .locator('input')
    .inputValue();
}
