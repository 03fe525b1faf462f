import type { EditorRow } from '@masal/shared';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { t } from '../../../i18n/i18n.ts';
import { editorName, editorRoles, pickableEditors } from '../../workflow/editors/editor-labels.ts';
import { useEditors } from '../../workflow/editors/editors-api.ts';

export interface EditorPickerProps {
  /** The id of the input, so the dialog's messages and label point at it. */
  id: string;
  value: number | null;
  onChange: (editorId: number | null) => void;
  error: string | undefined;
  /** The tale's present editor, left out of a reassignment. */
  exclude?: number | null;
}

const workload = (editor: EditorRow) => t('editors.openShort', { count: editor.openCount });

/** The choice of an active editor, each shown with their open workload ("3 açık") and roles. */
export function EditorPickerField({ id, value, onChange, error, exclude = null }: EditorPickerProps) {
  const editors = useEditors();
  const options = useMemo(
    () => pickableEditors(editors.data ?? []).filter((e) => e.userId !== exclude),
    [editors.data, exclude],
  );
  const selected = options.find((e) => e.userId === value) ?? null;
  const helper = editors.isError ? t('editors.loadFailed') : (error ?? t('editors.pickerHint'));

  return (
    <Autocomplete
      id={id}
      options={options}
      value={selected}
      onChange={(_event, editor) => onChange(editor?.userId ?? null)}
      getOptionLabel={(editor) => `${editorName(editor)} (${workload(editor)})`}
      isOptionEqualToValue={(a, b) => a.userId === b.userId}
      loading={editors.isPending}
      loadingText={t('app.loading')}
      noOptionsText={t('editors.noneToPick')}
      renderOption={({ key, ...props }, editor) => (
        // Screen readers hear the visible text with pauses: "Ayşe Yılmaz, Editör, 3 açık".
        <Box component="li" key={key} {...props}>
          <Box sx={{ minWidth: 0, flex: 1, overflowWrap: 'anywhere' }}>
            <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
              {editorName(editor)}
              <Box component="span" sx={visuallyHidden}>
                ,{' '}
              </Box>
            </Typography>
            <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
              {editorRoles(editor)}
              <Box component="span" sx={visuallyHidden}>
                ,{' '}
              </Box>
            </Typography>
          </Box>
          <Typography component="span" variant="body2" sx={{ ml: 2, whiteSpace: 'nowrap', fontWeight: 600 }}>
            {workload(editor)}
          </Typography>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('editors.picker')}
          required
          error={Boolean(error) || editors.isError}
          helperText={helper}
        />
      )}
      fullWidth
    />
  );
}
