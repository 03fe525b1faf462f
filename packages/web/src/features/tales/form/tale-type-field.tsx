import type { TaleFull } from '@masal/shared';
import TextField from '@mui/material/TextField';
import { t } from '../../../i18n/i18n.ts';
import { taleTypeText } from '../tale-type-text.ts';

/** The tale type is the editor's to set (decisions.md): shown, never editable. */
export function TaleTypeField({
  tale,
}: {
  tale: Pick<TaleFull, 'groupName' | 'subGroupName' | 'typeAtu' | 'typeTtv'> | undefined;
}) {
  return (
    <TextField
      id="tale-taleType"
      label={t('taleForm.taleType')}
      value={(tale && taleTypeText(tale)) ?? t('taleForm.taleTypeByEditor')}
      fullWidth
      helperText={t('taleForm.taleTypeHelp')}
      slotProps={{ htmlInput: { readOnly: true } }}
    />
  );
}
