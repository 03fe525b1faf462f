/**
 * Uploads the chosen files one after another (a large video should not slow the others down), with
 * a progress row per file that can be cancelled. A finished file leaves the rows: it is in the list.
 */
import type { Attachment } from '@masal/shared/schemas/attachment';
import { useEffect, useRef, useState } from 'react';
import { t } from '../../../i18n/i18n.ts';
import { type RunningUpload, uploadTaleAttachment } from '../../attachments/attachments-api.ts';

type UploadState = 'waiting' | 'uploading' | 'failed' | 'cancelled';

export interface UploadRow {
  key: number;
  fileName: string;
  /** 0…1 */
  progress: number;
  state: UploadState;
  message: string;
}

export interface AttachmentUploadsOptions {
  /** The tale's id, saving a new tale's draft first; null when that was not possible. */
  ensureTaleId: () => Promise<number | null>;
  onUploaded: (uploadList: Attachment[]) => void;
}

let nextKey = 1;

export function useAttachmentUploads({ ensureTaleId, onUploaded }: AttachmentUploadsOptions) {
  const [rows, setRows] = useState<UploadRow[]>([]);
  /** The last finished file, read out by a polite live region. */
  const [announcement, setAnnouncement] = useState('');
  const queue = useRef<Promise<void>>(Promise.resolve());
  const running = useRef(new Map<number, RunningUpload>());
  const cancelled = useRef(new Set<number>());
  const mounted = useRef(true);
  const uploaded = useRef(onUploaded);
  uploaded.current = onUploaded;

  const patch = (key: number, change: Partial<UploadRow>) => {
    if (mounted.current) setRows((list) => list.map((r) => (r.key === key ? { ...r, ...change } : r)));
  };

  async function uploadOne(taleId: number, file: File, key: number): Promise<void> {
    if (cancelled.current.has(key) || !mounted.current) return;
    patch(key, { state: 'uploading' });
    let shown = 0;
    const upload = uploadTaleAttachment(taleId, file, (fraction) => {
      // Progress events come often; a whole percent is enough to redraw.
      if (fraction - shown >= 0.01 || fraction === 1) {
        shown = fraction;
        patch(key, { progress: fraction });
      }
    });
    running.current.set(key, upload);
    const result = await upload.result;
    running.current.delete(key);
    if (!mounted.current) return;
    if (result.ok) {
      setRows((list) => list.filter((r) => r.key !== key));
      setAnnouncement(t('taleForm.uploadDone', { fileName: file.name }));
      if (Array.isArray(result.data.uploadList)) uploaded.current(result.data.uploadList);
      return;
    }
    if (cancelled.current.has(key)) return;
    patch(key, { state: 'failed', message: result.message || t('taleForm.uploadFailed') });
  }

  useEffect(() => {
    mounted.current = true;
    const uploads = running.current;
    return () => {
      mounted.current = false;
      for (const u of uploads.values()) u.abort();
    };
  }, []);

  const busy = rows.some((r) => r.state === 'waiting' || r.state === 'uploading');
  useEffect(() => {
    if (!busy) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [busy]);

  return {
    rows,
    announcement,
    busy,
    async add(files: File[]): Promise<void> {
      if (files.length === 0) return;
      const added = files.map((file) => ({
        file,
        row: { key: nextKey++, fileName: file.name, progress: 0, state: 'waiting' as const, message: '' },
      }));
      // The rows show at once, also while a new tale's draft is saved first: the page never says "no files".
      setRows((list) => [...list, ...added.map((a) => a.row)]);
      const taleId = await ensureTaleId();
      if (taleId === null) {
        const keys = new Set(added.map((a) => a.row.key));
        if (mounted.current) setRows((list) => list.filter((r) => !keys.has(r.key)));
        return;
      }
      for (const { file, row } of added) {
        queue.current = queue.current.then(() => uploadOne(taleId, file, row.key));
      }
    },
    cancel(key: number): void {
      cancelled.current.add(key);
      running.current.get(key)?.abort();
      patch(key, { state: 'cancelled', message: t('taleForm.uploadCancelled') });
    },
    dismiss(key: number): void {
      setRows((list) => list.filter((r) => r.key !== key));
    },
  };
}
