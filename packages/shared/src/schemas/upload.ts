/** Answers of the Uploads calls of seed §7. */
import '../zod-locale.ts';
import { z } from 'zod';
import { attachmentSchema } from './attachment.ts';

/** POST /v1/upload/taleAttachment/{taleId}. */
export const uploadAnswerSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  /** Every attachment of the tale after the upload, with fresh signed paths. */
  uploadList: z.array(attachmentSchema),
});

/** POST /v1/upload/userProfileImage/{userId}. */
export const profileImageAnswerSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  profileImageUrl: z.string(),
});
export type ProfileImageAnswer = z.infer<typeof profileImageAnswerSchema>;

/** POST /v1/upload/taleAttachmentPublished: the attachment as it is now. */
export const attachmentPublishedAnswerSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  attachment: attachmentSchema,
});
export type AttachmentPublishedAnswer = z.infer<typeof attachmentPublishedAnswerSchema>;
