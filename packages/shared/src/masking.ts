/** How lists and details show personal numbers (decisions.md): masked, never in full outside the audited reveal. */

/** "1**********6": the first and last digit of a TC Kimlik No. */
export const maskIdentityNo = (identityNo: string): string =>
  `${identityNo.slice(0, 1)}${'*'.repeat(Math.max(identityNo.length - 2, 0))}${identityNo.slice(-1)}`;

/** "TR** **** **** **** **** **26": only the country and the last two digits of an IBAN. */
export const maskIban = (iban: string): string => {
  const compact = iban.replace(/\s+/g, '');
  const hidden = `${compact.slice(0, 2)}${'*'.repeat(Math.max(compact.length - 4, 0))}${compact.slice(-2)}`;
  return groupByFour(hidden);
};

/** "TR33 0006 1005 …": an IBAN as people read it. */
export const groupByFour = (value: string): string =>
  value
    .replace(/\s+/g, '')
    .replace(/(.{4})/g, '$1 ')
    .trim();
