import { ADVISORY_BOARD_DECISIONS, type AdvisoryBoardListRow, formatDateTr } from '@masal/shared';
import GavelIcon from '@mui/icons-material/Gavel';
import Typography from '@mui/material/Typography';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { previewAction, wordCountColumn } from '../../components/tale-list-columns.tsx';
import { taleNameColumn } from '../../components/tale-name-column.tsx';
import { waitingSinceColumn } from '../../components/waiting-since-column.tsx';
import { t } from '../../i18n/i18n.ts';
import { placeOf } from '../workflow/review/queue-labels.ts';
import { reviewPath } from '../workflow/review/review-paths.ts';
import { placeColumn } from '../workflow/review/work-queue-columns.tsx';

type Column = GridColDef<AdvisoryBoardListRow>;

export interface AdvisoryBoardRowActions {
  preview: (row: AdvisoryBoardListRow) => void;
  /** Only on waiting tales. */
  decide?: (row: AdvisoryBoardListRow) => void;
}

const taleGroup = (row: AdvisoryBoardListRow) =>
  [row.groupName, row.subGroupName].filter(Boolean).join(' / ') || '—';
const decisionOf = (row: AdvisoryBoardListRow) =>
  row.approval ? ADVISORY_BOARD_DECISIONS[row.approval.decision].label : '—';

/** The name links to the review screen; on a phone the facts of the hidden columns sit under it. */
function nameColumn(phone: boolean, decided: boolean): Column {
  return taleNameColumn({
    opens: { page: reviewPath },
    details: (row) => (
      <>
        <Typography variant="body2" color="text.secondary">
          {row.authorNameSurname}
          {phone ? ` · ${placeOf(row)}` : ''}
        </Typography>
        {phone ? <Typography variant="body2">{decided ? decisionOf(row) : taleGroup(row)}</Typography> : null}
      </>
    ),
  });
}

function actionsColumn(actions: AdvisoryBoardRowActions): Column {
  return {
    field: 'actions',
    type: 'actions',
    headerName: t('taleList.columnActions'),
    width: 100,
    getActions: ({ row }) => [
      previewAction(() => actions.preview(row)),
      ...(actions.decide
        ? [
            <GridActionsCellItem
              key="decide"
              icon={<GavelIcon />}
              label={t('advisoryBoard.decide')}
              title={t('advisoryBoard.decide')}
              onClick={() => actions.decide?.(row)}
            />,
          ]
        : []),
    ],
  };
}

const typeColumn: Column = {
  field: 'groupName',
  headerName: t('advisoryBoard.columnTaleGroup'),
  flex: 1.5,
  minWidth: 160,
  valueGetter: (_v, row) => taleGroup(row),
};

const waitingColumn: Column = waitingSinceColumn();

const wordsColumn: Column = wordCountColumn();

const decisionColumn: Column = {
  field: 'approval',
  headerName: t('advisoryBoard.columnDecision'),
  flex: 1.2,
  minWidth: 150,
  valueGetter: (_v, row) => decisionOf(row),
};

const memberColumn: Column = {
  field: 'member',
  headerName: t('advisoryBoard.columnMember'),
  flex: 1,
  minWidth: 140,
  valueGetter: (_v, row) => row.approval?.memberNameSurname ?? '—',
};

const decidedAtColumn: Column = {
  field: 'decidedAt',
  headerName: t('advisoryBoard.columnDecidedAt'),
  width: 115,
  valueGetter: (_v, row) => (row.approval ? formatDateTr(row.approval.decidedAt) : '—'),
};

/** Tales waiting for the advisory board: what they are, since when, how long; preview and decide. */
export const waitingColumns = (actions: AdvisoryBoardRowActions) => (phone: boolean) =>
  phone
    ? [nameColumn(true, false), actionsColumn(actions)]
    : [
        nameColumn(false, false),
        actionsColumn(actions),
        placeColumn<AdvisoryBoardListRow>(130),
        typeColumn,
        waitingColumn,
        wordsColumn,
      ];

/** Tales the advisory board decided: the decision, by whom, when. */
export const decidedColumns = (actions: AdvisoryBoardRowActions) => (phone: boolean) =>
  phone
    ? [nameColumn(true, true), actionsColumn(actions)]
    : [
        nameColumn(false, true),
        actionsColumn(actions),
        placeColumn<AdvisoryBoardListRow>(130),
        decisionColumn,
        memberColumn,
        decidedAtColumn,
      ];
