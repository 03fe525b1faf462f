/**
 * The admin's batch assignment: PUT /v1/tales/ to 3 with an editor, one tale at a time. A transition's
 * refusal comes back to its caller, so the batch reports each tale's in its summary.
 */
import { ACTION } from '@masal/shared';
import { taleApi } from '../tales-api.ts';

/** Assigns a tale at 2, reassigns one at 3. */
export const assignEditor = (body: { taleId: number; editorId: number; version: number; note?: string }) =>
  taleApi.transition({ ...body, actionId: ACTION.inReview });
