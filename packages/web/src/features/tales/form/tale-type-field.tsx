import TextField from '@mui/material/TextField';
import { t } from '../../../i18n/i18n.ts';

/** The tale type is the editor's to set (decisions.md): shown, never editable. */
export function TaleTypeField({
  groupName,
  subGroupName,
}: {
  groupName: string | null | undefined;
  subGroupName: string | null | undefined;
}) {
  const value = groupName
    ? [groupName, subGroupName].filter(Boolean).join(' / ')
    : t('taleForm.taleTypeByEditor');
  return (
    <TextField
      id="tale-taleType"
      label={t('taleForm.taleType')}
      value={value}
      fullWidth
      helperText={t('taleForm.taleTypeHelp')}
      slotProps={{ htmlInput: { readOnly: true } }}
    />
  );
}
