import type { TaleFull } from '@masal/shared';
import TextField from '@mui/material/TextField';
import { t } from '../../../i18n/i18n.ts';
import { taleGroupText } from '../tale-group-text.ts';

/** The tale group is the editor's to set (decisions.md): shown, never editable. */
export function TaleGroupField({
  tale,
}: {
  tale: Pick<TaleFull, 'groupName' | 'subGroupName' | 'typeAtu' | 'typeTtv'> | undefined;
}) {
  return (
    <TextField
      id="tale-taleGroup"
      label={t('taleForm.taleGroup')}
      value={(tale && taleGroupText(tale)) ?? t('taleForm.taleGroupByEditor')}
      fullWidth
      helperText={t('taleForm.taleGroupHelp')}
      slotProps={{ htmlInput: { readOnly: true } }}
    />
  );
}
