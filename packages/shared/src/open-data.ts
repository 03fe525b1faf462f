/**
 * The licences the open archive may be published under (OPEN_DATA_LICENSE), each with the address of its
 * deed: open data, OAI-PMH's `dc:rights` and the reading room name both. Creative Commons' own short names.
 */
export const OPEN_DATA_LICENSES = {
  'CC BY 4.0': 'https://creativecommons.org/licenses/by/4.0/',
  'CC BY-SA 4.0': 'https://creativecommons.org/licenses/by-sa/4.0/',
  'CC BY-NC 4.0': 'https://creativecommons.org/licenses/by-nc/4.0/',
  'CC BY-NC-SA 4.0': 'https://creativecommons.org/licenses/by-nc-sa/4.0/',
  'CC BY-ND 4.0': 'https://creativecommons.org/licenses/by-nd/4.0/',
  'CC BY-NC-ND 4.0': 'https://creativecommons.org/licenses/by-nc-nd/4.0/',
  'CC0 1.0': 'https://creativecommons.org/publicdomain/zero/1.0/',
} as const;
export type OpenDataLicenseName = keyof typeof OPEN_DATA_LICENSES;
export const DEFAULT_OPEN_DATA_LICENSE: OpenDataLicenseName = 'CC BY 4.0';

export interface OpenDataLicense {
  name: OpenDataLicenseName;
  url: string;
}

export const openDataLicense = (name: OpenDataLicenseName): OpenDataLicense => ({
  name,
  url: OPEN_DATA_LICENSES[name],
});
