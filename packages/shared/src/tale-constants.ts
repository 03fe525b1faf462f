/** The coded fields of seed §3 (Tale and Attachment), named once so no side writes the bare numbers. */

/** taleSource: derleme (compilation) or tez / basılı yayın (thesis or printed publication, with a bibliography). */
export const TALE_SOURCE = { compilation: 1, printed: 2 } as const;
export type TaleSourceCode = (typeof TALE_SOURCE)[keyof typeof TALE_SOURCE];

/** sourceType: the tale was learned from a person or from a material (whose name goes in nameSurname). */
export const SOURCE_TYPE = { person: 0, material: 1 } as const;
export type SourceTypeCode = (typeof SOURCE_TYPE)[keyof typeof SOURCE_TYPE];

/** copyrightStatus: whether the compiler wants copyright. */
export const COPYRIGHT_STATUS = { notWanted: 0, wanted: 1 } as const;
export type CopyrightStatusCode = (typeof COPYRIGHT_STATUS)[keyof typeof COPYRIGHT_STATUS];

/** Attachment type; anything not image, audio or video is a document ("other"). */
export const ATTACHMENT_TYPE = { image: 1, audio: 2, video: 3, other: 4 } as const;
export type AttachmentTypeCode = (typeof ATTACHMENT_TYPE)[keyof typeof ATTACHMENT_TYPE];
