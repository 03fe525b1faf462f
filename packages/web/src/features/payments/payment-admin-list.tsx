import { formatCount, formatKurus, type PaymentAdminAnswer, type PaymentAdminRow } from '@masal/shared';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PageButtons } from '../../components/paged-list.tsx';
import { t } from '../../i18n/i18n.ts';
import { dayText, PaymentStatusChip } from './payment-labels.tsx';
import { ADMIN_PAGE_SIZES, type PaymentAdminView } from './payments-admin-view.ts';

interface ListProps {
  answer: PaymentAdminAnswer | undefined;
  loading: boolean;
  view: PaymentAdminView;
  onViewChange: (patch: Partial<PaymentAdminView>) => void;
  selected: ReadonlyMap<number, PaymentAdminRow>;
  onToggle: (row: PaymentAdminRow, on: boolean) => void;
  onToggleAll: (on: boolean) => void;
  onAdjust: (row: PaymentAdminRow) => void;
  labelledBy: string;
  narrow: boolean;
}

const fullName = (row: PaymentAdminRow) => `${row.name} ${row.surname}`;
const place = (row: PaymentAdminRow) => [row.institutionName, row.area].filter(Boolean).join(' · ');

function TaleText({ row }: { row: PaymentAdminRow }) {
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {row.taleName}
      </Typography>
      {/* The tale's number, the one its compiler was mailed: the payment's own id means nothing to a person. */}
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {t('payments.taleNo', { id: row.taleId })}
      </Typography>
      {row.adjustsPaymentId !== null ? (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {t('payments.adjustment', { reason: row.reason ?? '' })}
        </Typography>
      ) : null}
    </>
  );
}

function CompilerText({ row }: { row: PaymentAdminRow }) {
  return (
    <>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {fullName(row)}
      </Typography>
      {row.bankReady ? null : (
        <Typography variant="caption" sx={{ display: 'block', color: 'error.dark' }}>
          {t('payments.admin.bankMissingShort')}
        </Typography>
      )}
    </>
  );
}

/** Accrued, approved and paid, one a line. */
function DatesText({ row }: { row: PaymentAdminRow }) {
  return (
    <Typography variant="body2" component="span" sx={{ display: 'block' }}>
      {t('payments.createdOn', { date: dayText(row.createdAt) })}
      {row.approvedAt ? (
        <>
          <br />
          {t('payments.approvedOn', { date: dayText(row.approvedAt) })}
        </>
      ) : null}
      {row.paidAt ? (
        <>
          <br />
          {t('payments.paidOn', { date: dayText(row.paidAt) })}
        </>
      ) : null}
    </Typography>
  );
}

function RowCheckbox({ row, props }: { row: PaymentAdminRow; props: ListProps }) {
  return (
    <Checkbox
      checked={props.selected.has(row.paymentId)}
      onChange={(e) => props.onToggle(row, e.target.checked)}
      slotProps={{
        input: {
          'aria-label': t('payments.admin.selectRow', {
            name: fullName(row),
            tale: row.taleName,
            id: row.taleId,
            amount: formatKurus(row.amountKurus),
          }),
        },
      }}
    />
  );
}

function AdjustButton({ row, onAdjust }: { row: PaymentAdminRow; onAdjust: (row: PaymentAdminRow) => void }) {
  if (row.adjustsPaymentId !== null) return null;
  return (
    <Button
      size="small"
      onClick={() => onAdjust(row)}
      aria-label={t('payments.admin.adjustRow', { name: fullName(row), tale: row.taleName, id: row.taleId })}
    >
      {t('payments.admin.adjust')}
    </Button>
  );
}

/** A wide screen: a table that scrolls sideways inside itself if it must, never the page. */
function PaymentTable(props: ListProps) {
  const rows = props.answer?.rows ?? [];
  const all = rows.length > 0 && rows.every((r) => props.selected.has(r.paymentId));
  const some = rows.some((r) => props.selected.has(r.paymentId));
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-labelledby={props.labelledBy}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={all}
                indeterminate={some && !all}
                onChange={(e) => props.onToggleAll(e.target.checked)}
                slotProps={{ input: { 'aria-label': t('payments.admin.selectAll') } }}
              />
            </TableCell>
            <TableCell>{t('payments.columnTale')}</TableCell>
            <TableCell>{t('payments.admin.columnCompiler')}</TableCell>
            <TableCell align="right">{t('payments.columnAmount')}</TableCell>
            <TableCell>{t('payments.columnStatus')}</TableCell>
            <TableCell>{t('payments.admin.columnDates')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.paymentId} selected={props.selected.has(row.paymentId)}>
              <TableCell padding="checkbox">
                <RowCheckbox row={row} props={props} />
              </TableCell>
              <TableCell sx={{ minWidth: 180 }}>
                <TaleText row={row} />
                <Typography variant="caption" color="text.secondary">
                  {t('payments.words', { count: formatCount(row.numberOfWord) })}
                </Typography>
              </TableCell>
              <TableCell sx={{ minWidth: 150 }}>
                <CompilerText row={row} />
                {place(row) ? (
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {place(row)}
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatKurus(row.amountKurus)}
              </TableCell>
              <TableCell>
                <PaymentStatusChip status={row.status} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <DatesText row={row} />
              </TableCell>
              <TableCell>
                <AdjustButton row={row} onAdjust={props.onAdjust} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** A phone: one card per payment, its checkbox beside its tale. */
function PaymentCards(props: ListProps) {
  const rows = props.answer?.rows ?? [];
  const all = rows.length > 0 && rows.every((r) => props.selected.has(r.paymentId));
  return (
    <>
      {rows.length > 0 ? (
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          <Checkbox
            id="payments-select-all"
            checked={all}
            onChange={(e) => props.onToggleAll(e.target.checked)}
          />
          <Typography component="label" htmlFor="payments-select-all" variant="body2">
            {t('payments.admin.selectAll')}
          </Typography>
        </Stack>
      ) : null}
      <Stack
        component="ul"
        aria-labelledby={props.labelledBy}
        sx={{ listStyle: 'none', p: 0, m: 0, gap: 1.5 }}
      >
        {rows.map((row) => (
          <Paper component="li" variant="outlined" key={row.paymentId} sx={{ p: 1, minWidth: 0 }}>
            <Stack direction="row" sx={{ gap: 0.5, alignItems: 'flex-start', minWidth: 0 }}>
              <RowCheckbox row={row} props={props} />
              <Stack sx={{ gap: 0.5, minWidth: 0, flex: 1, pt: 1 }}>
                <TaleText row={row} />
                <CompilerText row={row} />
                {place(row) ? (
                  <Typography variant="body2" color="text.secondary">
                    {place(row)}
                  </Typography>
                ) : null}
                <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
                  <Typography sx={{ fontWeight: 600 }}>{formatKurus(row.amountKurus)}</Typography>
                  <PaymentStatusChip status={row.status} />
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {t('payments.words', { count: formatCount(row.numberOfWord) })} ·{' '}
                  {t('payments.createdOn', { date: dayText(row.createdAt) })}
                  {row.approvedAt ? ` · ${t('payments.approvedOn', { date: dayText(row.approvedAt) })}` : ''}
                  {row.paidAt ? ` · ${t('payments.paidOn', { date: dayText(row.paidAt) })}` : ''}
                </Typography>
                <div>
                  <AdjustButton row={row} onAdjust={props.onAdjust} />
                </div>
              </Stack>
            </Stack>
          </Paper>
        ))}
      </Stack>
    </>
  );
}

/** Every payment of the filter, one page at a time, each with a checkbox for the batch actions. */
export function PaymentAdminList(props: ListProps) {
  const { answer, loading, view, onViewChange } = props;
  return (
    <>
      {loading ? <LinearProgress aria-label={t('app.loading')} sx={{ mb: 1 }} /> : null}
      {answer && answer.rows.length === 0 && !loading ? (
        <Typography color="text.secondary">{t('payments.admin.noResults')}</Typography>
      ) : props.narrow ? (
        <PaymentCards {...props} />
      ) : (
        <PaymentTable {...props} />
      )}
      <PageButtons
        total={answer?.total}
        texts="payments"
        view={view}
        onViewChange={onViewChange}
        pageSizes={ADMIN_PAGE_SIZES}
      />
    </>
  );
}
