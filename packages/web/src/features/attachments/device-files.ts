/**
 * Attachments chosen without a network, kept in this browser's IndexedDB until they can be uploaded: the file
 * itself as a Blob (the browser keeps its bytes on disk, never whole in memory), one record per file, of one
 * person and one tale — or of the new tale not saved yet, which takes its files when it gets an id. Storage
 * that is refused (private mode, full) is reported to the caller: the person is told the file was not kept.
 */

const DB_NAME = 'masal-device-files';
const STORE = 'files';

export interface DeviceFile {
  id: number;
  userId: number;
  /** null: the new tale of this person not saved yet. */
  taleId: number | null;
  file: Blob;
  fileName: string;
  lastModified: number;
  addedAt: string;
}

let opened: Promise<IDBDatabase> | undefined;

function database(): Promise<IDBDatabase> {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(STORE, { keyPath: 'id', autoIncrement: true });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  // A refused open is tried again next time rather than remembered.
  opened.catch(() => {
    opened = undefined;
  });
  return opened;
}

/** Runs `work` on the store in one transaction and resolves with its request's result once committed. */
async function inStore<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await database();
  return new Promise<T>((resolve, reject) => {
    const tx = db.transaction(STORE, mode);
    const request = work(tx.objectStore(STORE));
    tx.oncomplete = () => resolve(request.result);
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
}

const listeners = new Set<() => void>();

/** Calls back after every file kept, handed to a tale or removed. */
export function onDeviceFilesChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function changed(): void {
  for (const l of listeners) l();
}

/** Keeps `file` on the device for `taleId` (null: the new tale); rejects when the browser refuses to store it. */
export async function keepDeviceFile(userId: number, taleId: number | null, file: File): Promise<void> {
  const record: Omit<DeviceFile, 'id'> = {
    userId,
    taleId,
    file,
    fileName: file.name,
    lastModified: file.lastModified,
    addedAt: new Date().toISOString(),
  };
  await inStore('readwrite', (store) => store.add(record));
  changed();
}

/** This person's files waiting on the device, oldest first; none when storage cannot be read. */
export async function deviceFiles(userId: number): Promise<DeviceFile[]> {
  try {
    const all = await inStore<DeviceFile[]>('readonly', (store) => store.getAll());
    return all.filter((f) => f.userId === userId);
  } catch {
    return [];
  }
}

export async function removeDeviceFile(id: number): Promise<void> {
  await inStore('readwrite', (store) => store.delete(id)).catch(() => undefined);
  changed();
}

/** The new tale got its id on the server: its files are now that tale's. */
export async function giveNewTaleFiles(userId: number, taleId: number): Promise<void> {
  for (const f of await deviceFiles(userId)) {
    if (f.taleId === null) await inStore('readwrite', (store) => store.put({ ...f, taleId }));
  }
  changed();
}

/** The kept record as a File again, for the upload (its name and date make the upload's fingerprint). */
export const fileOf = (f: DeviceFile) =>
  new File([f.file], f.fileName, { type: f.file.type, lastModified: f.lastModified });
