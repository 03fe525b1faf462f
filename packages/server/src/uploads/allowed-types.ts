/**
 * The allowed attachment types of decisions.md, decided from the file's first bytes (file-type), never from
 * its name or the client's Content-Type. Each detected kind maps to the MIME type we serve it with and the
 * seed's type code (ATTACHMENT_TYPE).
 */
import { ATTACHMENT_TYPE, type AttachmentTypeCode } from '@masal/shared';
import { fileTypeFromBuffer } from 'file-type';
import type { StagedObject } from '../storage/storage.ts';
import { hasRootStream } from './compound-stream.ts';

/**
 * Bytes read before deciding. Enough for every magic number and for an OOXML archive's first entries
 * (producers that put [Content_Types].xml last are recognised by their `word/` or `ppt/` entries).
 */
export const HEAD_BYTES = 256 * 1024;

export interface AllowedType {
  mimeType: string;
  type: AttachmentTypeCode;
}

const { image, audio, video, other } = ATTACHMENT_TYPE;

/** file-type's `ext` → how we store and serve it. */
const ALLOWED: Readonly<Record<string, AllowedType>> = {
  jpg: { mimeType: 'image/jpeg', type: image },
  png: { mimeType: 'image/png', type: image },
  apng: { mimeType: 'image/png', type: image },
  gif: { mimeType: 'image/gif', type: image },
  webp: { mimeType: 'image/webp', type: image },

  mp3: { mimeType: 'audio/mpeg', type: audio },
  mp2: { mimeType: 'audio/mpeg', type: audio },
  wav: { mimeType: 'audio/wav', type: audio },
  oga: { mimeType: 'audio/ogg', type: audio },
  ogg: { mimeType: 'audio/ogg', type: audio },
  opus: { mimeType: 'audio/ogg', type: audio },
  spx: { mimeType: 'audio/ogg', type: audio },
  m4a: { mimeType: 'audio/mp4', type: audio },
  aac: { mimeType: 'audio/aac', type: audio },
  amr: { mimeType: 'audio/amr', type: audio },

  mp4: { mimeType: 'video/mp4', type: video },
  m4v: { mimeType: 'video/mp4', type: video },
  // file-type reports WebM as video even when it carries audio only; a <video> element plays both.
  webm: { mimeType: 'video/webm', type: video },
  ogv: { mimeType: 'video/ogg', type: video },
  ogm: { mimeType: 'video/ogg', type: video },
  mov: { mimeType: 'video/quicktime', type: video },
  '3gp': { mimeType: 'video/3gpp', type: video },
  '3g2': { mimeType: 'video/3gpp2', type: video },
  mpg: { mimeType: 'video/mpeg', type: video },

  pdf: { mimeType: 'application/pdf', type: other },
  docx: { mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', type: other },
  pptx: {
    mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    type: other,
  },
};

/** Old Word and PowerPoint files are OLE compound files (`cfb`) to file-type, like Excel and MSI files. */
const COMPOUND_BY_EXTENSION: Readonly<Record<string, AllowedType>> = {
  doc: { mimeType: 'application/msword', type: other },
  ppt: { mimeType: 'application/vnd.ms-powerpoint', type: other },
};

/**
 * The stream at the top of the directory that every file of the application has ([MS-DOC] 2.1, [MS-PPT]
 * 2.1.1); an OLE header alone, or in front of something else, has none.
 */
const COMPOUND_STREAM: Readonly<Record<string, string>> = {
  'application/msword': 'WordDocument',
  'application/vnd.ms-powerpoint': 'PowerPoint Document',
};
/** A compound file's directory can sit anywhere in it, so it is read whole, in memory: up to this size. */
const COMPOUND_MAX_BYTES = 256 * 1024 * 1024;

/** The allowed type of a file from its first bytes, or null when the bytes are not of an allowed type. */
export async function detectAllowedType(head: Uint8Array, fileName: string): Promise<AllowedType | null> {
  const detected = await fileTypeFromBuffer(head);
  if (!detected) return null;
  if (detected.ext === 'cfb') {
    // The compound format says nothing about the application; the original name decides between the two.
    const extension = /\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
    return COMPOUND_BY_EXTENSION[extension] ?? null;
  }
  return ALLOWED[detected.ext] ?? null;
}

/**
 * The check that needs the whole stored file, after the head has decided its type: a Word or PowerPoint
 * compound file must hold its application's stream (cfb reads the directory). Other types pass as they are.
 */
export async function confirmStoredType(
  allowed: AllowedType,
  size: number,
  withLocalFile: StagedObject['withLocalFile'],
): Promise<boolean> {
  const streamName = COMPOUND_STREAM[allowed.mimeType];
  if (!streamName) return true;
  if (size > COMPOUND_MAX_BYTES) return false;
  return withLocalFile((file) => hasRootStream(file, streamName));
}

/** Whether a detected type is one a profile image may be made from. */
export function isProfileImageSource(allowed: AllowedType | null): boolean {
  return allowed?.type === image;
}
