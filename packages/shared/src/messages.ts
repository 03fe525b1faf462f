/**
 * The messages the server and the forms share, so a rule says the same thing on both sides. The texts are in
 * the catalogue (`messages`); texts quoted by the seed (§5, §8) are kept there to the letter, spelling included.
 */
import { MAX_FILES_PER_UPLOAD } from './constants.ts';
import { formatCount } from './format.ts';
import { catalogue, fill } from './i18n/catalogue.ts';

const {
  tooManyFiles,
  institutionHasUsers: hasUsers,
  taleGroupInUse: inUse,
  statisticsLimitInvalid: limitInvalid,
  ...plain
} = catalogue.messages;

/**
 * Each message by the name the code uses. Some texts carry a rule: `signUpSuccess` is the same whether or not
 * the e-mail or TC Kimlik No was taken (no enumeration); `requestTooLarge` answers a JSON body beyond the limit,
 * in practice a tale's texts; `talesListNoDrafts` because the staff's list holds the tales past the draft stage.
 */
export const MSG = Object.freeze({
  ...plain,
  tooManyFiles: fill(tooManyFiles, { max: MAX_FILES_PER_UPLOAD }),
});

/** 409 of DELETE /v1/institution/: the people who still belong to it. */
export const institutionHasUsers = (count: number) => fill(hasUsers, { count });
/** 409 of DELETE /v1/taleGroups/…: the tales that still carry the type. */
export const taleGroupInUse = (count: number) => fill(inUse, { count: formatCount(count) });
/** 400 of a statistics list's `limit` outside 1 to `max`. */
export const statisticsLimitInvalid = (max: number) => fill(limitInvalid, { max });
