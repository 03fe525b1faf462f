import type { TaleSearchHit } from '@masal/shared';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { HTMLAttributes, Key } from 'react';
import { t } from '../../i18n/i18n.ts';

/** One result of the header search (seed §2): profile image, tale name, author, taleId and sourcePersonId. */
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
    hit.sourcePersonId === null ? null : t('search.sourcePersonNo', { id: hit.sourcePersonId }),
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
