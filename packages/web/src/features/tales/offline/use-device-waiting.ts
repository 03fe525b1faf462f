/**
 * What waits on this device for the signed-in person — tales saved without a network, files not sent yet — kept
 * up to date as copies are written and sent, and sent (send-waiting.ts) when the page opens, whenever the
 * browser comes back online, and on each move to another page (a form left open had held its own copy back).
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { onDraftsChanged, type PendingDraft, pendingDrafts } from '../../../components/device-draft-store.ts';
import { deviceFiles, onDeviceFilesChanged } from '../../attachments/device-files.ts';
import { TALE_DRAFT } from '../form/tale-draft.ts';
import type { TaleFormValues } from '../form/tale-form-values.ts';
import { sendWaiting } from './send-waiting.ts';

export interface DeviceWaiting {
  tales: PendingDraft<TaleFormValues>[];
  files: number;
}

function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser says it has a network. */
export const useOnline = () => useSyncExternalStore(subscribeOnline, () => navigator.onLine);

export function useDeviceWaiting(userId: number): DeviceWaiting {
  const [waiting, setWaiting] = useState<DeviceWaiting>(() => ({
    tales: pendingDrafts(TALE_DRAFT, userId),
    files: 0,
  }));

  useEffect(() => {
    let current = true;
    const count = () => {
      void deviceFiles(userId).then((files) => {
        if (current) setWaiting({ tales: pendingDrafts(TALE_DRAFT, userId), files: files.length });
      });
    };
    count();
    const unsubscribe = [onDraftsChanged(count), onDeviceFilesChanged(count)];
    // Another tab of the same browser sends or saves too.
    window.addEventListener('storage', count);
    return () => {
      current = false;
      for (const u of unsubscribe) u();
      window.removeEventListener('storage', count);
    };
  }, [userId]);

  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page is when a closed form's copy may go
  useEffect(() => {
    const send = () => void sendWaiting(userId);
    send();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, [userId, pathname, search]);

  return waiting;
}
