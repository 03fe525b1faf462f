import { PRODUCT_PATH } from '@masal/shared';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { t } from '../../i18n/i18n.ts';

/** Shown instead of an empty grid when nothing is filtered; writers get a way to start. */
export function TaleListEmpty({ text, showSend }: { text: string; showSend: boolean }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }} data-testid="tale-list-empty">
      <Typography sx={{ mb: showSend ? 2 : 0 }}>{text}</Typography>
      {showSend ? (
        <Button
          component={RouterLink}
          to={`${PRODUCT_PATH}/taleSave`}
          variant="contained"
          startIcon={<AddIcon />}
        >
          {t('taleList.emptyAction')}
        </Button>
      ) : null}
    </Paper>
  );
}
