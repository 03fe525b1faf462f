import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/** A published tale's page, set the same way for signed-in readers and for the public reading room. */

/** The reading column: about 65 characters a line, since long lines tire the eye. */
export function ReadingColumn({ children }: { children: ReactNode }) {
  return <Box sx={{ maxWidth: '65ch', mx: 'auto', minWidth: 0 }}>{children}</Box>;
}

/** The tale's name as the page's one h1; `id` labels the article. */
export function ReadingTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Typography
      id={id}
      component="h1"
      variant="h3"
      sx={{
        fontWeight: 600,
        fontSize: { xs: '2rem', sm: '2.5rem' },
        lineHeight: 1.2,
        my: 1,
        overflowWrap: 'anywhere',
      }}
    >
      {children}
    </Typography>
  );
}

/** A titled part of the page (text, context, files, citation), its h2 labelling it. */
export function ReadingPart({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 5 }}>
      <Typography id={id} component="h2" variant="h6" sx={{ fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The abstract, set off by a bar on its left. */
export function ReadingAbstract({ title, text }: { title: string; text: string }) {
  return (
    <Box
      component="section"
      aria-label={title}
      sx={{ mt: 4, pl: 2, borderLeft: 4, borderColor: 'primary.main' }}
    >
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line', lineHeight: 1.7 }}>{text}</Typography>
    </Box>
  );
}
