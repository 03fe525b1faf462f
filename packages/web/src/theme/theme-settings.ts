import { createExternalStore } from '../components/external-store.ts';

/**
 * Accent colours of the theme customizer (seed §2: 8 light and 8 dark). Each pair was checked for
 * WCAG 2.1 AA (≥ 4.5:1) both for the button text on the accent and for the accent used as text on
 * the page background; `contrastRatio` below recomputes it (see `checkAccents`).
 *
 * light (white text and on #fff; on the warm #f5f3ee page each stays ≥ 4.6): navy 11.48, green 5.13, purple 9.39,
 *   red 5.62, teal 6.61, pink 6.97, indigo 10.39, orange 5.60
 * dark (black text / on #11161c): blue 11.98/10.37, green 12.78/11.40, purple 8.79/7.84,
 *   red 9.76/8.71, teal 11.26/10.04, pink 9.41/8.39, amber 14.20/12.67, indigo 8.76/7.82
 */
/**
 * The first of each is the default: a sober navy (a government service, not Material's blue); the key
 * stays 'blue' so a saved choice keeps its place.
 */
export const LIGHT_ACCENTS = [
  { key: 'blue', main: '#1f3a5f' },
  { key: 'green', main: '#2e7d32' },
  { key: 'purple', main: '#6a1b9a' },
  { key: 'red', main: '#c62828' },
  { key: 'teal', main: '#00695c' },
  { key: 'pink', main: '#ad1457' },
  { key: 'indigo', main: '#283593' },
  { key: 'orange', main: '#bf360c' },
] as const;

export const DARK_ACCENTS = [
  { key: 'blue', main: '#a8c7e6' },
  { key: 'green', main: '#a5d6a7' },
  { key: 'purple', main: '#ce93d8' },
  { key: 'red', main: '#ef9a9a' },
  { key: 'teal', main: '#80cbc4' },
  { key: 'pink', main: '#f48fb1' },
  { key: 'amber', main: '#ffcc80' },
  { key: 'indigo', main: '#b39ddb' },
] as const;

/** Light pages: paper and the page background behind it. */
export const LIGHT_BACKGROUND = '#ffffff';
/** A warm paper-like neutral behind the white cards; a navy-tinted night for the dark theme. */
export const LIGHT_PAGE_BACKGROUND = '#f5f3ee';
export const DARK_BACKGROUND = '#11161c';
export const LIGHT_BUTTON_TEXT = '#ffffff';
export const DARK_BUTTON_TEXT = '#000000';

function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.1 contrast ratio of two #rrggbb colours. */
function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Accents that fall below AA; empty for the palettes above. */
export function checkAccents(): string[] {
  const bad: string[] = [];
  for (const a of LIGHT_ACCENTS) {
    if (
      contrastRatio(a.main, LIGHT_BUTTON_TEXT) < 4.5 ||
      contrastRatio(a.main, LIGHT_BACKGROUND) < 4.5 ||
      contrastRatio(a.main, LIGHT_PAGE_BACKGROUND) < 4.5
    ) {
      bad.push(`light.${a.key}`);
    }
  }
  for (const a of DARK_ACCENTS) {
    if (contrastRatio(a.main, DARK_BUTTON_TEXT) < 4.5 || contrastRatio(a.main, DARK_BACKGROUND) < 4.5) {
      bad.push(`dark.${a.key}`);
    }
  }
  return bad;
}

/**
 * Status colours for filled alerts and toasts, chosen for AA with their text:
 * light (white text) error 5.62, warning 5.02, info 4.80, success 5.13;
 * dark (black text) error 8.79, warning 14.98, info 9.96, success 10.72.
 */
export const STATUS_COLORS = {
  light: { error: '#c62828', warning: '#b45309', info: '#0277bd', success: '#2e7d32' },
  dark: { error: '#f28b82', warning: '#fdd663', info: '#8ab4f8', success: '#81c995' },
} as const;

export interface ThemeSettings {
  /** Index into LIGHT_ACCENTS or DARK_ACCENTS. */
  accent: number;
  dark: boolean;
  rtl: boolean;
}

const STORAGE_KEY = 'masal.theme';
const DEFAULTS: ThemeSettings = { accent: 0, dark: false, rtl: false };

function readSettings(): ThemeSettings {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    const v = raw ? (JSON.parse(raw) as Partial<ThemeSettings>) : {};
    const accent = Number.isInteger(v.accent) && (v.accent as number) >= 0 && (v.accent as number) < 8;
    return {
      accent: accent ? (v.accent as number) : DEFAULTS.accent,
      dark: typeof v.dark === 'boolean' ? v.dark : DEFAULTS.dark,
      rtl: typeof v.rtl === 'boolean' ? v.rtl : DEFAULTS.rtl,
    };
  } catch {
    return DEFAULTS;
  }
}

const store = createExternalStore<ThemeSettings>(readSettings());

export const useThemeSettings = () => store.useStore((s) => s);

export function updateThemeSettings(patch: Partial<ThemeSettings>): void {
  store.set(patch);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(store.get()));
  } catch {
    // Private browsing may refuse storage; the choice then lasts for this visit only.
  }
}
