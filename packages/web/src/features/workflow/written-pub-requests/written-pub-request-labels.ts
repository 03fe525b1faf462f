/** How a request's status and its tales read on the screen. */
import { ACTION, PRODUCT_PATH, type WrittenPubRequestStatus } from '@masal/shared';
import type { ChipProps } from '@mui/material/Chip';
import type { TextKey } from '../../../i18n/i18n.ts';

export const STATUS_LABEL: Record<WrittenPubRequestStatus, TextKey> = {
  pending: 'writtenPubRequests.status.pending',
  accepted: 'writtenPubRequests.status.accepted',
  declined: 'writtenPubRequests.status.declined',
};

/** Theme colours with checked contrast; the name is always written, so colour is never the only signal. */
export const STATUS_COLOR: Record<WrittenPubRequestStatus, ChipProps['color']> = {
  pending: 'warning',
  accepted: 'success',
  declined: 'error',
};

/** Where a proposed tale opens: the completed or published tale's page, or wherever its status reads it. */
export function talePath(taleId: number, actionId: number): string {
  if (actionId === ACTION.published) return `${PRODUCT_PATH}/publicTalePage/${taleId}`;
  if (actionId === ACTION.privateContent) return `${PRODUCT_PATH}/privateContentTalePage/${taleId}`;
  if (actionId === ACTION.completed) return `${PRODUCT_PATH}/complatedTalePage/${taleId}`;
  return `${PRODUCT_PATH}/taleReview/${taleId}`;
}
