import type { Institution, InstitutionWithUserCount } from '@masal/shared';
import { formatCount } from '@masal/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { HeadingWithAdd } from '../../components/heading-with-add.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { t } from '../../i18n/i18n.ts';
import { InstitutionDeleteDialog } from './institution-delete-dialog.tsx';
import { InstitutionNameDialog, type NameTarget } from './institution-name-dialog.tsx';
import { isFixed, useInstitutionsWithUserCount } from './use-institutions.ts';

const HEADING_ID = 'institutions-heading';

/** /masal/institutions (admin): the institutions of the sign-up picker with their user counts — add, rename, delete. */
export function InstitutionsPage() {
  useDocumentTitle(t('institutions.title'));
  const list = useInstitutionsWithUserCount();
  const [naming, setNaming] = useState<NameTarget | null>(null);
  const [deleting, setDeleting] = useState<Institution | null>(null);

  return (
    <Box>
      <HeadingWithAdd
        id={HEADING_ID}
        title={t('institutions.title')}
        addLabel={t('institutions.add')}
        onAdd={() => setNaming({ institution: null })}
      />
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('institutions.intro')}
      </Typography>
      {list.isError ? <Alert severity="error">{t('institutions.loadFailed')}</Alert> : null}
      {list.isPending ? (
        <CircularProgress aria-label={t('app.loading')} />
      ) : (
        <Paper variant="outlined">
          <List aria-labelledby={HEADING_ID} disablePadding>
            {(list.data ?? []).map((institution, i, all) => (
              <InstitutionRow
                key={institution.institutionId}
                institution={institution}
                divider={i < all.length - 1}
                onRename={() => setNaming({ institution })}
                onDelete={() => setDeleting(institution)}
              />
            ))}
          </List>
        </Paper>
      )}
      <InstitutionNameDialog target={naming} onClose={() => setNaming(null)} />
      <InstitutionDeleteDialog institution={deleting} onClose={() => setDeleting(null)} />
    </Box>
  );
}

/**
 * One institution: its name and user count, and the buttons (under the name on a narrow screen); none for
 * the fixed option.
 */
function InstitutionRow({
  institution,
  divider,
  onRename,
  onDelete,
}: {
  institution: InstitutionWithUserCount;
  divider: boolean;
  onRename: () => void;
  onDelete: () => void;
}) {
  const { name, userCount } = institution;
  return (
    <ListItem divider={divider} sx={{ flexWrap: 'wrap', gap: 1, py: 1.5 }}>
      <Typography sx={{ flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' }}>{name}</Typography>
      <Typography color="text.secondary" sx={{ whiteSpace: 'nowrap' }} data-testid="institution-user-count">
        {t('institutions.userCount', { count: formatCount(userCount) })}
      </Typography>
      {isFixed(institution) ? (
        <Chip size="small" label={t('institutions.fixed')} />
      ) : (
        <Stack direction="row" spacing={1}>
          <Button size="small" onClick={onRename} aria-label={t('institutions.editLabel', { name })}>
            {t('institutions.edit')}
          </Button>
          <Button
            size="small"
            color="error"
            onClick={onDelete}
            aria-label={t('institutions.removeLabel', { name })}
          >
            {t('institutions.remove')}
          </Button>
        </Stack>
      )}
    </ListItem>
  );
}
