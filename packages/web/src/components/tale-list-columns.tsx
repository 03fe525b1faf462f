/** The pieces every tale list shares besides the name (tale-name-column.tsx): the word count and the preview button. */
import { formatCount } from '@masal/shared';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { GridActionsCellItem, type GridColDef, type GridValidRowModel } from '@mui/x-data-grid';
import { t } from '../i18n/i18n.ts';

export function wordCountColumn<R extends GridValidRowModel & { numberOfWord: number }>(
  width = 110,
): GridColDef<R> {
  return {
    field: 'numberOfWord',
    headerName: t('taleList.columnNumberOfWord'),
    type: 'number',
    width,
    valueFormatter: (value: number) => formatCount(value),
  };
}

/** Önizle in a row's actions; `label` names the tale for a screen reader where the list says so. */
export function previewAction(onClick: () => void, label = t('taleList.preview')) {
  return (
    <GridActionsCellItem
      key="preview"
      icon={<VisibilityOutlinedIcon />}
      label={label}
      title={t('taleList.preview')}
      onClick={onClick}
    />
  );
}
