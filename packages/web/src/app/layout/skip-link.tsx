import Link from '@mui/material/Link';
import { t } from '../../i18n/i18n.ts';

/** The first stop of the keyboard: hidden until focused, it leads past the header to `#main-content`. */
export function SkipLink() {
  return (
    <Link
      href="#main-content"
      sx={{
        position: 'absolute',
        left: 8,
        top: -100,
        zIndex: (theme) => theme.zIndex.tooltip + 2,
        bgcolor: 'background.paper',
        p: 1.5,
        borderRadius: 1,
        boxShadow: 3,
        '&:focus': { top: 8 },
      }}
    >
      {t('app.skipToContent')}
    </Link>
  );
}
