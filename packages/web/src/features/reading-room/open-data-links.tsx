import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { t } from '../../i18n/i18n.ts';

/** The whole archive for machines: open data (JSON Lines, CSV) and OAI-PMH, on the server's own addresses. */
const LINKS = [
  { href: '/v1/open/tales.jsonl', label: 'readingRoom.jsonl' },
  { href: '/v1/open/tales.csv', label: 'readingRoom.csv' },
  { href: '/oai?verb=Identify', label: 'readingRoom.oai' },
] as const;

export function OpenDataLinks() {
  return (
    <Paper component="section" aria-labelledby="reading-room-open-data" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="reading-room-open-data" component="h2" variant="h6" sx={{ fontWeight: 600 }}>
        {t('readingRoom.openData')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('readingRoom.openDataIntro')}
      </Typography>
      <Box component="ul" sx={{ pl: 3, mb: 0 }}>
        {LINKS.map((link) => (
          <li key={link.href}>
            {/* Server addresses, not the app's routes: a plain link the browser follows. */}
            <Link href={link.href}>{t(link.label)}</Link>
          </li>
        ))}
      </Box>
    </Paper>
  );
}
