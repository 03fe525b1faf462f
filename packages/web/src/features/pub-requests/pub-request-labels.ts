/** How a request's status and its tales read on the screen. */
import { ACTION, PRODUCT_PATH, type PubRequestStatus } from '@masal/shared';
import type { ChipProps } from '@mui/material/Chip';
import type { TextKey } from '../../i18n/i18n.ts';

export const STATUS_LABEL: Record<PubRequestStatus, TextKey> = {
  pending: 'pubRequests.status.pending',
  accepted: 'pubRequests.status.accepted',
  declined: 'pubRequests.status.declined',
};

/** Theme colours with checked contrast; the name is always written, so colour is never the only signal. */
export const STATUS_COLOR: Record<PubRequestStatus, ChipProps['color']> = {
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
