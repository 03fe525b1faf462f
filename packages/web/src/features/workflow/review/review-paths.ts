import { PRODUCT_PATH } from '@masal/shared';

/** The review screen of one tale. */
export const reviewPath = (taleId: number) => `${PRODUCT_PATH}/taleReview/${taleId}`;
