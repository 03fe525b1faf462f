import { ATTACHMENT_TYPE } from '@masal/shared';
import type { TextKey } from '../../i18n/i18n.ts';

/** How an attachment is previewed: played as video or audio, shown as an image, or only downloaded. */
export type PreviewKind = 'video' | 'audio' | 'image' | null;

export interface AttachmentKind {
  /** The Turkish type name (Resim, Ses, Video, Belge). */
  label: TextKey;
  preview: PreviewKind;
  /** The row button that opens the preview (İzle, Dinle, Göster). */
  previewAction: TextKey | null;
}

const KINDS: Record<number, AttachmentKind> = {
  [ATTACHMENT_TYPE.image]: {
    label: 'attachments.typeImage',
    preview: 'image',
    previewAction: 'attachments.show',
  },
  [ATTACHMENT_TYPE.audio]: {
    label: 'attachments.typeAudio',
    preview: 'audio',
    previewAction: 'attachments.listen',
  },
  [ATTACHMENT_TYPE.video]: {
    label: 'attachments.typeVideo',
    preview: 'video',
    previewAction: 'attachments.watch',
  },
};
const OTHER: AttachmentKind = { label: 'attachments.typeOther', preview: null, previewAction: null };

/** Seed §3: type 1 image, 2 audio, 3 video, anything else a document. */
export function attachmentKind(type: number): AttachmentKind {
  return KINDS[type] ?? OTHER;
}
