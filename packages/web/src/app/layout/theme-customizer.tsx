import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { t } from '../../i18n/i18n.ts';
import {
  DARK_ACCENTS,
  DARK_BUTTON_TEXT,
  LIGHT_ACCENTS,
  LIGHT_BUTTON_TEXT,
  updateThemeSettings,
  useThemeSettings,
} from '../../theme/theme-settings.ts';

/** Seed §2 theme customizer: accent colour (8 light, 8 dark), right-to-left and dark theme. */
export function ThemeCustomizer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const settings = useThemeSettings();
  const accents = settings.dark ? DARK_ACCENTS : LIGHT_ACCENTS;
  const names = settings.dark ? 'theme.darkColors' : 'theme.light';
  const check = settings.dark ? DARK_BUTTON_TEXT : LIGHT_BUTTON_TEXT;

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      // Over the app bar (a temporary drawer sits under it by default), so its heading and close button show.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{ paper: { 'aria-labelledby': 'theme-customizer-title' } }}
    >
      <Box sx={{ width: 300, p: 2 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography id="theme-customizer-title" component="h2" variant="h6">
            {t('theme.title')}
          </Typography>
          <IconButton aria-label={t('app.close')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <Divider sx={{ mb: 2 }} />
        <Stack spacing={1}>
          <FormControlLabel
            control={
              <Switch
                checked={settings.dark}
                onChange={(e) => updateThemeSettings({ dark: e.target.checked })}
                name="darkTheme"
              />
            }
            label={t('theme.dark')}
          />
          <FormControlLabel
            control={
              <Switch
                checked={settings.rtl}
                onChange={(e) => updateThemeSettings({ rtl: e.target.checked })}
                name="rightToLeft"
              />
            }
            label={t('theme.rtl')}
          />
        </Stack>
        <Typography id="accent-label" component="h3" variant="subtitle2" sx={{ mt: 3, mb: 1.5 }}>
          {t('theme.accent')}
        </Typography>
        <Box
          role="group"
          aria-labelledby="accent-label"
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 48px)', gap: 1.5 }}
        >
          {accents.map((accent, index) => {
            const selected = settings.accent === index;
            const label = t(`${names}.${accent.key}` as Parameters<typeof t>[0]);
            return (
              <ButtonBase
                key={accent.key}
                aria-label={label}
                aria-pressed={selected}
                title={label}
                onClick={() => updateThemeSettings({ accent: index })}
                sx={{
                  width: 48,
                  height: 48,
                  borderRadius: '50%',
                  bgcolor: accent.main,
                  color: check,
                  border: 3,
                  borderColor: selected ? 'text.primary' : 'transparent',
                  '&.Mui-focusVisible': {
                    outline: '3px solid',
                    outlineColor: 'text.primary',
                    outlineOffset: 2,
                  },
                }}
              >
                {selected ? <CheckIcon /> : null}
              </ButtonBase>
            );
          })}
        </Box>
      </Box>
    </Drawer>
  );
}
