import { clearProgress } from './handlers/documents/processing-progress';
import { resetClock } from './lib/clock';
import { resetControls } from './lib/controls';
import { clearDatabase, restore, snapshot } from './lib/persistence';
import { onWrite } from './lib/route';
import { seedDatabase, type SeedKind } from './seed/seed';
import { clearFiles } from './storage/file-store';

/** Where the database survives a reload: sessionStorage in the browser tab, nowhere in Node. */
export type SnapshotStore = { load: () => string | null; save: (json: string) => void; clear: () => void };

let store: SnapshotStore | null = null;

export async function startDatabase(snapshotStore: SnapshotStore | null): Promise<void> {
  store = snapshotStore;
  const saved = store?.load();
  if (!saved || !restore(saved)) await resetSimulator();
  onWrite(() => store?.save(snapshot()));
}

/** Back to the seed (the demo's unless told otherwise): data, files, clock and dev switches. */
export async function resetSimulator(kind: SeedKind = 'demo'): Promise<void> {
  clearDatabase();
  resetControls();
  resetClock();
  clearProgress();
  await clearFiles();
  await seedDatabase(kind);
  store?.save(snapshot());
}
