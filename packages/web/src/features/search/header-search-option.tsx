import type { TaleSearchHit } from '@masal/shared';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { HTMLAttributes, Key } from 'react';
import { t } from '../../i18n/i18n.ts';

/**
 * One result of the header search (seed §2): profile image, tale name, author, the tale's number, and the source
 * person by name with the province — their internal id means nothing to a person.
 */
export function HeaderSearchOption({
  hit,
  optionProps,
}: {
  hit: TaleSearchHit;
  optionProps: HTMLAttributes<HTMLLIElement> & { key: Key };
}) {
  const { key, ...props } = optionProps;
  const ids = [
    t('search.taleNo', { id: hit.taleId }),
    hit.sourcePersonName === null ? null : t('search.sourcePersonOf', { name: hit.sourcePersonName }),
    hit.city,
  ].filter(Boolean);
  return (
    <Box component="li" key={key} {...props} sx={{ gap: 1.5, alignItems: 'flex-start !important' }}>
      <Avatar src={hit.profileImageUrl || undefined} alt="" sx={{ width: 40, height: 40, mt: 0.5 }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{hit.taleName}</Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {`${hit.name} ${hit.surname}`}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {ids.join(' · ')}
        </Typography>
      </Box>
    </Box>
  );
}
