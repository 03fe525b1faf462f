import type { TaleSummary } from '@masal/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { previewAction } from '../../../components/tale-list-columns.tsx';
import { t } from '../../../i18n/i18n.ts';
import { TaleGrid } from '../tale-grid.tsx';
import {
  areaColumn,
  authorColumn,
  nameColumn,
  statusColumn,
  updatedAtColumn,
} from '../tale-grid-columns.tsx';
import { DEFAULT_VIEW, patchView, type TaleListView, toQuery } from '../tale-list-view.ts';
import { TalePreviewDialog } from '../tale-preview-dialog.tsx';
import { type TypeSelection, typeTalesQuery } from './tale-groups-api.ts';

const HEADING_ID = 'tale-group-tales-heading';

/** The tale lists' columns, with "Önizle" opening the whole tale read-only. */
function columnsWith(preview: (taleId: number) => void): GridColDef<TaleSummary>[] {
  return [
    nameColumn,
    authorColumn,
    statusColumn,
    areaColumn,
    updatedAtColumn,
    {
      field: 'actions',
      type: 'actions',
      headerName: t('taleList.columnActions'),
      width: 90,
      getActions: ({ row }) => [
        previewAction(() => preview(row.taleId), t('taleGroups.previewOf', { name: row.taleName })),
      ],
    },
  ];
}

/** The tales of the selected type the viewer may see, paged on the server, each with its preview. */
export function TaleGroupTales({ selection, title }: { selection: TypeSelection; title: string }) {
  const [view, setView] = useState<TaleListView>(DEFAULT_VIEW);
  const [previewId, setPreviewId] = useState<number | null>(null);
  const onViewChange = useCallback(
    (patch: Partial<TaleListView>) => setView((current) => patchView(current, patch)),
    [],
  );
  const columns = useMemo(() => columnsWith(setPreviewId), []);
  const list = useQuery({ ...typeTalesQuery(selection, toQuery(view)), placeholderData: keepPreviousData });
  // On a narrow screen the list is under the tree: bring its heading into view when a type is chosen.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const top = heading.current?.getBoundingClientRect().top;
    if (top !== undefined && top > window.innerHeight) heading.current?.scrollIntoView({ block: 'start' });
  }, []);

  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography
        ref={heading}
        id={HEADING_ID}
        component="h2"
        variant="h6"
        sx={{ mb: 1, overflowWrap: 'anywhere', scrollMarginTop: 80 }}
      >
        {t('taleGroups.talesOf', { name: title })}
      </Typography>
      {list.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('taleList.loadFailed')}
        </Alert>
      ) : null}
      <TaleGrid
        answer={list.data}
        loading={list.isFetching}
        view={view}
        onViewChange={onViewChange}
        columns={columns}
        labelledBy={HEADING_ID}
        wrapRows
      />
      <TalePreviewDialog taleId={previewId} onClose={() => setPreviewId(null)} />
    </Box>
  );
}
