/**
 * Sends the chosen files one after another (a large video should not slow the others down) with the tus
 * protocol, a row per file: progress with speed and time left, pause and resume, cancel, the retry after a
 * dropped connection, the server's reason for a refusal. Without a network the files wait on the device
 * (IndexedDB) and go when it returns; a new tale's files wait for the tale's first save. A finished file leaves
 * the rows: it is in the list.
 */
import type { Attachment } from '@masal/shared/schemas/attachment';
import { useCallback, useEffect, useRef, useState } from 'react';
import { t } from '../../../i18n/i18n.ts';
import { attachmentApi } from '../../attachments/attachments-api.ts';
import {
  type DeviceFile,
  deviceFiles,
  fileOf,
  giveNewTaleFiles,
  keepDeviceFile,
  removeDeviceFile,
} from '../../attachments/device-files.ts';
import {
  forgetUnfinishedUpload,
  type TusUpload,
  tusUpload,
  unfinishedUploads,
} from '../../attachments/tus-upload.ts';
import { createPaceMeter } from '../../attachments/upload-pace.ts';

type UploadState =
  | 'waiting'
  | 'uploading'
  | 'paused'
  | 'retrying'
  | 'onDevice'
  | 'interrupted'
  | 'failed'
  | 'cancelled';

export interface UploadRow {
  key: number;
  fileName: string;
  size: number;
  sent: number;
  bytesPerSecond: number | null;
  secondsLeft: number | null;
  state: UploadState;
  message: string;
}

/**
 * Still to be sent: Gönder waits, and leaving the page asks first. An upload left unfinished earlier does not
 * hold the tale back: its row says how to carry on, or the person closes it.
 */
const isUnsent = (row: UploadRow) => !['failed', 'cancelled', 'interrupted'].includes(row.state);

/** A tale's id; `later` when the tale itself waits on the device to be saved (its files wait with it). */
export type TaleIdOrLater = number | 'later' | null;

export interface AttachmentUploadsOptions {
  userId: number;
  taleId: number | null;
  /** The tale's id, saving a new tale's draft first; null when that was refused (no name). */
  ensureTaleId: () => Promise<TaleIdOrLater>;
  onUploaded: (uploadList: Attachment[]) => void;
}

interface Job {
  file: File;
  /** The file's record on the device, removed once the server has it. */
  deviceId?: number;
  /** In the queue (or sent): never queued twice. */
  queued?: boolean;
  upload?: TusUpload;
}

/** The tales whose files an open form sends: whoever sends waiting files in the background leaves these alone. */
const openTales = new Map<number | null, number>();
export const isTaleFormOpen = (taleId: number | null) => (openTales.get(taleId) ?? 0) > 0;

let nextKey = 1;

export function useAttachmentUploads({ userId, taleId, ensureTaleId, onUploaded }: AttachmentUploadsOptions) {
  const [rows, setRows] = useState<UploadRow[]>([]);
  /** The last finished file, read out by a polite live region. */
  const [announcement, setAnnouncement] = useState('');
  const queue = useRef<Promise<void>>(Promise.resolve());
  const jobs = useRef(new Map<number, Job>());
  const mounted = useRef(true);
  /** Rows of uploads left unfinished on this device earlier, by their key: where their address is kept. */
  const unfinished = useRef(new Map<number, string>());
  const uploaded = useRef(onUploaded);
  uploaded.current = onUploaded;

  const patch = useCallback((key: number, change: Partial<UploadRow>) => {
    if (mounted.current) setRows((list) => list.map((r) => (r.key === key ? { ...r, ...change } : r)));
  }, []);

  /** Sends one file; resolves when it is done, refused, paused or cancelled (the next file may start). */
  const send = useCallback(
    (id: number, key: number) =>
      new Promise<void>((resolve) => {
        const job = jobs.current.get(key);
        if (!job || !mounted.current) return resolve();
        const meter = createPaceMeter();
        const finish = () => {
          jobs.current.delete(key);
          resolve();
        };
        job.upload = tusUpload({ userId, taleId: id }, job.file, {
          onProgress: (sent, total) => {
            const pace = meter.sample(sent, total);
            patch(key, { state: 'uploading', sent, message: '', ...pace });
          },
          onRetrying: () => {
            meter.reset();
            patch(key, { state: 'retrying', message: t('taleForm.uploadRetrying') });
          },
          onDone: () => {
            if (job.deviceId !== undefined) void removeDeviceFile(job.deviceId);
            finish();
            if (!mounted.current) return;
            setRows((list) => list.filter((r) => r.key !== key));
            setAnnouncement(t('taleForm.uploadDone', { fileName: job.file.name }));
            // The list with the new file and fresh signed paths.
            void attachmentApi.listOfTale(id).then((list) => {
              if (list && mounted.current) uploaded.current(list);
            });
          },
          onRefused: (message) => {
            if (job.deviceId !== undefined) void removeDeviceFile(job.deviceId);
            patch(key, { state: 'failed', message: message || t('taleForm.uploadFailed') });
            finish();
          },
        });
        // A pause frees the queue for the next file; the paused one carries on from "Sürdür".
        const { pause } = job.upload;
        job.upload.pause = () => {
          pause();
          resolve();
        };
        patch(key, { state: 'uploading' });
        job.upload.start();
      }),
    [patch, userId],
  );

  const enqueue = useCallback(
    (id: number, keys: number[]) => {
      for (const key of keys) {
        const job = jobs.current.get(key);
        if (!job || job.queued) continue;
        job.queued = true;
        queue.current = queue.current.then(() => send(id, key));
      }
    },
    [send],
  );

  /** Every file of the device not queued yet goes, in the order chosen. */
  const sendDeviceFiles = useCallback(
    (id: number) => {
      const waiting = [...jobs.current.entries()].filter(([, j]) => j.deviceId !== undefined && !j.queued);
      enqueue(
        id,
        waiting.map(([key]) => key),
      );
    },
    [enqueue],
  );

  /** Files that wait on the device for this tale, shown and (with a network and an id) sent. */
  const takeDeviceFiles = useCallback(async () => {
    if (taleId !== null) await giveNewTaleFiles(userId, taleId);
    const kept = await deviceFiles(userId);
    if (!mounted.current) return;
    // Read after the wait: a call that overlapped this one may have shown some already.
    const known = new Set([...jobs.current.values()].map((j) => j.deviceId));
    const waiting = kept.filter((f) => f.taleId === taleId && !known.has(f.id));
    const added = waiting.map((f: DeviceFile) => {
      const key = nextKey++;
      jobs.current.set(key, { file: fileOf(f), deviceId: f.id });
      return rowOf(key, f.fileName, f.file.size, 'onDevice', t('taleForm.uploadOnDevice'));
    });
    if (added.length > 0) setRows((list) => [...list, ...added]);
    if (taleId !== null && navigator.onLine) sendDeviceFiles(taleId);
  }, [userId, taleId, sendDeviceFiles]);

  useEffect(() => {
    void takeDeviceFiles();
  }, [takeDeviceFiles]);

  // Back online: the files waiting on the device go.
  useEffect(() => {
    const online = () => {
      if (taleId !== null) sendDeviceFiles(taleId);
    };
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [taleId, sendDeviceFiles]);

  // Begun here earlier and never finished (the browser was closed): choosing the same file again carries on.
  useEffect(() => {
    if (taleId === null) return;
    let current = true;
    void unfinishedUploads({ userId, taleId }).then((list) => {
      if (!current || list.length === 0) return;
      const added = list.map((u) => {
        const key = nextKey++;
        unfinished.current.set(key, u.key);
        return {
          ...rowOf(key, u.fileName, u.size, 'interrupted', t('taleForm.uploadUnfinished')),
          sent: u.sent,
        };
      });
      setRows((rows) => [...rows, ...added]);
    });
    return () => {
      current = false;
    };
  }, [userId, taleId]);

  useEffect(() => {
    openTales.set(taleId, (openTales.get(taleId) ?? 0) + 1);
    return () => {
      const left = (openTales.get(taleId) ?? 1) - 1;
      if (left > 0) openTales.set(taleId, left);
      else openTales.delete(taleId);
    };
  }, [taleId]);

  useEffect(() => {
    mounted.current = true;
    const running = jobs.current;
    return () => {
      mounted.current = false;
      // Kept where the server stopped: choosing the file again (or the device's copy) carries on from there.
      for (const j of running.values()) j.upload?.pause();
    };
  }, []);

  const busy = rows.some(isUnsent);
  useEffect(() => {
    if (!busy) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [busy]);

  /** Without a network (or before a new tale has its id) the files wait on the device. */
  async function keepOnDevice(files: File[], keys: number[], id: number | null): Promise<void> {
    for (const [i, file] of files.entries()) {
      const key = keys[i] as number;
      try {
        await keepDeviceFile(userId, id, file);
        jobs.current.delete(key);
        if (mounted.current) setRows((list) => list.filter((r) => r.key !== key));
      } catch {
        patch(key, { state: 'failed', message: t('taleForm.uploadNotKept') });
      }
    }
    // The kept ones come back as the device's rows.
    await takeDeviceFiles();
  }

  return {
    rows,
    announcement,
    busy,
    async add(files: File[]): Promise<void> {
      if (files.length === 0) return;
      const added = files.map((file) => {
        const key = nextKey++;
        jobs.current.set(key, { file });
        return rowOf(key, file.name, file.size, 'waiting', '');
      });
      const keys = added.map((r) => r.key);
      // The same file as an unfinished upload's: its row is this one now.
      const same = (r: UploadRow) =>
        r.state === 'interrupted' && files.some((f) => f.name === r.fileName && f.size === r.size);
      for (const r of rows.filter(same)) unfinished.current.delete(r.key);
      // The rows show at once, also while a new tale's draft is saved first: the page never says "no files".
      setRows((list) => [...list.filter((r) => !same(r)), ...added]);
      const id = taleId ?? (await ensureTaleId());
      if (id === null) {
        for (const key of keys) jobs.current.delete(key);
        if (mounted.current) setRows((list) => list.filter((r) => !keys.includes(r.key)));
        return;
      }
      if (id === 'later' || !navigator.onLine) await keepOnDevice(files, keys, id === 'later' ? null : id);
      else enqueue(id, keys);
    },
    pause(key: number): void {
      jobs.current.get(key)?.upload?.pause();
      patch(key, {
        state: 'paused',
        message: t('taleForm.uploadPaused'),
        bytesPerSecond: null,
        secondsLeft: null,
      });
    },
    resume(key: number): void {
      const job = jobs.current.get(key);
      if (!job?.upload) return;
      patch(key, { state: 'uploading', message: '' });
      job.upload.start();
    },
    cancel(key: number): void {
      const job = jobs.current.get(key);
      job?.upload?.cancel();
      if (job?.deviceId !== undefined) void removeDeviceFile(job.deviceId);
      jobs.current.delete(key);
      patch(key, { state: 'cancelled', message: t('taleForm.uploadCancelled') });
    },
    dismiss(key: number): void {
      const kept = unfinished.current.get(key);
      if (kept) void forgetUnfinishedUpload(kept);
      unfinished.current.delete(key);
      setRows((list) => list.filter((r) => r.key !== key));
    },
  };
}

function rowOf(key: number, fileName: string, size: number, state: UploadState, message: string): UploadRow {
  return { key, fileName, size, sent: 0, bytesPerSecond: null, secondsLeft: null, state, message };
}
