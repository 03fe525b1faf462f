/** How a payment's status and dates read on both payment screens. */
import { formatDateTr, type PaymentStatus } from '@masal/shared';
import Chip from '@mui/material/Chip';
import { t } from '../../i18n/i18n.ts';

export const statusLabel = (status: PaymentStatus) => t(`payments.status.${status}`);

// Filled chips: white on the theme's dark primary and success colours keeps AA contrast.
const COLORS = { pending: 'default', approved: 'primary', paid: 'success' } as const;

export function PaymentStatusChip({ status }: { status: PaymentStatus }) {
  return <Chip size="small" label={statusLabel(status)} color={COLORS[status]} />;
}

/** dd.MM.yyyy of an ISO time or a YYYY-MM-DD day; "—" for none. */
export const dayText = (value: string | null) => (value ? formatDateTr(value) : '—');
