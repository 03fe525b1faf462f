import Box from '@mui/material/Box';

/**
 * An announcement's body: HTML the server sanitised when it was saved (headings, paragraphs, bold, italic,
 * lists, quotes, http/https/mailto links only). Only the server's answer is ever rendered here.
 */
export function AnnouncementBody({ html }: { html: string }) {
  return (
    <Box
      data-testid="announcement-body"
      sx={{
        overflowWrap: 'anywhere',
        '& > :first-of-type': { mt: 0 },
        '& h2': { typography: 'h6', fontWeight: 700, mt: 2, mb: 1 },
        '& h3': { typography: 'subtitle1', fontWeight: 700, mt: 2, mb: 1 },
        '& h4': { typography: 'subtitle2', fontWeight: 700, mt: 1.5, mb: 0.5 },
        '& p': { typography: 'body1', my: 1 },
        '& ul, & ol': { pl: 3, my: 1 },
        '& li > p': { my: 0.25 },
        '& blockquote': { borderLeft: 4, borderColor: 'divider', pl: 2, ml: 0, color: 'text.secondary' },
        '& a[href]': { color: 'primary.main', textDecoration: 'underline' },
      }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server (announcement-html.ts) before it was stored
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
