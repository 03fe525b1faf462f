/** GET /v1/taleGroups: the tale types (ATU groups with their subgroups) every signed-in user reads. */
import { z } from 'zod';

const taleGroupEntrySchema = z.object({
  groupId: z.number(),
  groupName: z.string(),
  subGroups: z.array(z.object({ subGroupId: z.number(), subGroupName: z.string() })),
});
/** A group as the database holds it now (TaleGroup of reference.ts is the seed's list). */
export type TaleGroupEntry = z.infer<typeof taleGroupEntrySchema>;
export const taleGroupListAnswerSchema = z.array(taleGroupEntrySchema);
