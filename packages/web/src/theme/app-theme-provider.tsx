import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { DRAWER_BREAKPOINT_PX } from '@masal/shared/constants';
import CssBaseline from '@mui/material/CssBaseline';
import { trTR } from '@mui/material/locale';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useEffect, useMemo } from 'react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import {
  checkAccents,
  DARK_ACCENTS,
  DARK_BACKGROUND,
  DARK_BUTTON_TEXT,
  LIGHT_ACCENTS,
  LIGHT_BACKGROUND,
  LIGHT_BUTTON_TEXT,
  LIGHT_PAGE_BACKGROUND,
  STATUS_COLORS,
  useThemeSettings,
} from './theme-settings.ts';

const ltrCache = createCache({ key: 'mui' });
const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });

if (import.meta.env.DEV) {
  const bad = checkAccents();
  if (bad.length > 0) console.error('Accent colours below WCAG AA:', bad.join(', '));
}

export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { accent, dark, rtl } = useThemeSettings();

  const theme = useMemo(() => {
    const palette = dark ? DARK_ACCENTS : LIGHT_ACCENTS;
    const main = (palette[accent] ?? palette[0]).main;
    const buttonText = dark ? DARK_BUTTON_TEXT : LIGHT_BUTTON_TEXT;
    const status = dark ? STATUS_COLORS.dark : STATUS_COLORS.light;
    // Dark filled alerts paint `dark`; keeping it equal to `main` keeps the checked contrast.
    const tone = (c: string) =>
      dark ? { main: c, dark: c, contrastText: buttonText } : { main: c, contrastText: buttonText };
    return createTheme(
      {
        direction: rtl ? 'rtl' : 'ltr',
        breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: DRAWER_BREAKPOINT_PX, xl: 1536 } },
        palette: {
          mode: dark ? 'dark' : 'light',
          primary: { main, contrastText: buttonText },
          error: tone(status.error),
          warning: tone(status.warning),
          info: tone(status.info),
          success: tone(status.success),
          background: dark
            ? { default: DARK_BACKGROUND, paper: DARK_BACKGROUND }
            : { default: LIGHT_PAGE_BACKGROUND, paper: LIGHT_BACKGROUND },
        },
        typography: {
          fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
          // Sentence case reads better in Turkish and avoids locale-dependent upper-casing (i → İ).
          button: { textTransform: 'none', fontWeight: 600 },
        },
        components: {
          MuiLink: { defaultProps: { underline: 'hover' } },
        },
      },
      trTR,
    );
  }, [accent, dark, rtl]);

  useEffect(() => {
    document.documentElement.dir = rtl ? 'rtl' : 'ltr';
    document.documentElement.lang = 'tr';
  }, [rtl]);

  return (
    <CacheProvider value={rtl ? rtlCache : ltrCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
