/**
 * Stored file bytes, by key. Metadata lives in the database; bytes live here (memory, plus IndexedDB in
 * the browser so uploads survive a reload). Seed files are not stored: they are made again on demand.
 */
const memory = new Map<string, Uint8Array>();
const DB_NAME = 'hcp-simulator-files';
const STORE = 'files';

function openIdb(): Promise<IDBDatabase> | null {
  if (typeof indexedDB === 'undefined') return null;
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function idb<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest): Promise<T | undefined> {
  const opening = openIdb();
  if (!opening) return undefined;
  const database = await opening;
  return new Promise((resolve, reject) => {
    const request = action(database.transaction(STORE, mode).objectStore(STORE));
    request.onsuccess = () => resolve(request.result as T);
    request.onerror = () => reject(request.error);
  });
}

export async function putFile(key: string, bytes: Uint8Array): Promise<void> {
  memory.set(key, bytes);
  await idb('readwrite', (store) => store.put(bytes, key));
}

export async function getFile(key: string): Promise<Uint8Array | undefined> {
  const cached = memory.get(key);
  if (cached) return cached;
  const stored = await idb<Uint8Array>('readonly', (store) => store.get(key));
  if (stored) memory.set(key, stored);
  return stored;
}

export async function deleteFile(key: string): Promise<void> {
  memory.delete(key);
  await idb('readwrite', (store) => store.delete(key));
}

export async function clearFiles(): Promise<void> {
  memory.clear();
  await idb('readwrite', (store) => store.clear());
}
