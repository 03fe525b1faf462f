/**
 * Sends what waits on this device when the network is there and no open form holds it: the tales saved without
 * a network (each with the version it was based on, so a newer save elsewhere is refused, never overwritten —
 * the copy then stays on the device, marked for the person to open) and the files chosen without a network.
 */
import { pendingDrafts, removeDraft, writeDraft } from '../../../components/device-draft-store.ts';
import { isDraftOpen } from '../../../components/use-device-draft.ts';
import {
  type DeviceFile,
  deviceFiles,
  fileOf,
  giveNewTaleFiles,
  removeDeviceFile,
} from '../../attachments/device-files.ts';
import { tusUpload } from '../../attachments/tus-upload.ts';
import { TALE_DRAFT } from '../form/tale-draft.ts';
import { toTaleInput } from '../form/tale-form-values.ts';
import { isTaleFormOpen } from '../form/use-attachment-uploads.ts';
import { taleApi } from '../tales-api.ts';

type Outcome = 'sent' | 'offline';

async function sendTales(userId: number): Promise<Outcome> {
  for (const waiting of pendingDrafts(TALE_DRAFT, userId)) {
    const { key, recordId, draft } = waiting;
    if (waiting.pending !== 'send' || isDraftOpen(key)) continue;
    const input = toTaleInput(draft.values);
    const result =
      recordId === null
        ? await taleApi.create(input)
        : await taleApi.update({ ...input, taleId: recordId, version: draft.version ?? 0 });
    if (!result.ok && result.code === 'NETWORK') return 'offline';
    if (!result.ok) {
      writeDraft(key, { ...draft, pending: 'refused' });
      continue;
    }
    removeDraft(key);
    if (recordId === null) await giveNewTaleFiles(userId, result.data.taleId);
  }
  return 'sent';
}

/** One kept file through tus; a connection that drops stops it here, to carry on at the next chance. */
function sendFile(userId: number, kept: DeviceFile & { taleId: number }): Promise<Outcome> {
  return new Promise((resolve) => {
    const upload = tusUpload({ userId, taleId: kept.taleId }, fileOf(kept), {
      onProgress: () => undefined,
      onRetrying: () => {
        upload.pause();
        resolve('offline');
      },
      onDone: () => void removeDeviceFile(kept.id).then(() => resolve('sent')),
      // Refused for good (its type, the tale's state): another try cannot change it.
      onRefused: () => void removeDeviceFile(kept.id).then(() => resolve('sent')),
    });
    upload.start();
  });
}

let running: Promise<void> | undefined;

export function sendWaiting(userId: number): Promise<void> {
  if (!navigator.onLine) return Promise.resolve();
  running ??= (async () => {
    try {
      if ((await sendTales(userId)) === 'offline') return;
      for (const kept of await deviceFiles(userId)) {
        if (kept.taleId === null || isTaleFormOpen(kept.taleId)) continue;
        if ((await sendFile(userId, { ...kept, taleId: kept.taleId })) === 'offline') return;
      }
    } finally {
      running = undefined;
    }
  })();
  return running;
}
