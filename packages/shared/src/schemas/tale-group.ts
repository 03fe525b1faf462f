/**
 * The tale groups (ATU groups with their subgroups): GET /v1/taleGroups, read by every signed-in user, and the
 * writes of /masal/taleGroupList (admins and editor-type roles).
 */
import { z } from 'zod';
import '../zod-locale.ts';
import { MSG } from '../messages.ts';
import { id, str } from './primitives.ts';

const taleGroupEntrySchema = z.object({
  groupId: z.number(),
  groupName: z.string(),
  subGroups: z.array(z.object({ subGroupId: z.number(), subGroupName: z.string() })),
});
/** A group as the pickers and filters read it (TaleGroup of reference.ts is the seed's list). */
export type TaleGroupEntry = z.infer<typeof taleGroupEntrySchema>;

const typeNumbers = {
  atu: z.string().nullable().describe('The ATU (Aarne–Thompson–Uther) type number or range, e.g. "300-399".'),
  ttv: z
    .string()
    .nullable()
    .describe('The Eberhard–Boratav (Typen türkischer Volksmärchen, TTV) number or range, e.g. "TTV 166".'),
};

const taleSubGroupSchema = z.object({ subGroupId: z.number(), subGroupName: z.string(), ...typeNumbers });
export type TaleSubGroup = z.infer<typeof taleSubGroupSchema>;

/** A group as GET /v1/taleGroups answers it: the picker's fields with the ATU and TTV numbers, in order. */
const taleGroupSchema = taleGroupEntrySchema.extend({
  ...typeNumbers,
  subGroups: z.array(taleSubGroupSchema),
});
export type TaleGroupWithSubGroups = z.infer<typeof taleGroupSchema>;
export const taleGroupListAnswerSchema = z
  .array(taleGroupSchema)
  .describe('The groups in their order (position), each with its subgroups in order.');

/** The answer of a group's POST and PUT. */
export const taleGroupAnswerSchema = taleGroupSchema.omit({ subGroups: true });
/** The answer of a subgroup's POST and PUT: the subgroup with its group's id. */
export const taleSubGroupAnswerSchema = taleSubGroupSchema.extend({ groupId: z.number() });

/** GET /v1/taleGroups/counts: the tales of each type the viewer may see (types without tales are left out). */
export const taleGroupCountsSchema = z.object({
  groups: z.array(z.object({ groupId: z.number(), taleCount: z.number() })),
  subGroups: z.array(z.object({ subGroupId: z.number(), taleCount: z.number() })),
});
export type TaleGroupCounts = z.infer<typeof taleGroupCountsSchema>;

/** A lone surrogate (half of an emoji) as U+FFFD: the audit entry's jsonb refuses it, the text column would store U+FFFD. */
const wellFormed = (v: string) => v.replace(/\p{Cs}/gu, '\uFFFD');

const TYPE_NAME_MAX = 200;
const TYPE_NUMBER_MAX = 50;
/** An ATU or TTV number: trimmed, empty is none (null). */
const typeNumber = str()
  .trim()
  .max(TYPE_NUMBER_MAX, MSG.textTooLong)
  .nullish()
  .transform((v) => (v ? wellFormed(v) : null));

/** POST and PUT of a group or a subgroup: its name, ATU range and TTV number. */
export const taleGroupInputSchema = z.object({
  name: str()
    .trim()
    .min(1, MSG.taleGroupNameRequired)
    .max(TYPE_NAME_MAX, MSG.textTooLong)
    .transform(wellFormed),
  atu: typeNumber,
  ttv: typeNumber,
});
export type TaleGroupInput = z.input<typeof taleGroupInputSchema>;

/** PUT /v1/taleGroups/order: every group's id, in the new order. */
export const taleGroupOrderSchema = z.object({
  groupIds: z.array(id()).min(1).max(1000),
});
/** PUT /v1/taleGroups/{groupId}/subGroups/order: every subgroup of the group, in the new order. */
export const taleSubGroupOrderSchema = z.object({
  subGroupIds: z.array(id()).min(1).max(1000),
});
