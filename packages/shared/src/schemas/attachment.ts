/**
 * Attachment of seed §3, as every answer carries it: a tale's (seed §7's uploadList) or an announcement's,
 * from the one attachments table. Exactly one of `taleId` and `announcementId` is set.
 */
import '../zod-locale.ts';
import { z } from 'zod';
import { ATTACHMENT_TYPE } from '../tale-constants.ts';

type AttachmentTypes = typeof ATTACHMENT_TYPE;

export const attachmentSchema = z.object({
  id: z.number(),
  taleId: z.number().nullable(),
  announcementId: z.number().nullable(),
  type: z.literal(Object.values(ATTACHMENT_TYPE) as AttachmentTypes[keyof AttachmentTypes][]),
  fileName: z.string(),
  /** A short-lived signed path on the API's origin (without /v1). */
  filePath: z.string(),
  mimeType: z.string(),
  size: z.number(),
  createdAt: z.string(),
  /** false: staff marked a tale's file not to be published; kept, seen only by the owner and staff. */
  published: z.boolean(),
});
export type Attachment = z.infer<typeof attachmentSchema>;
