import { setupWorker } from 'msw/browser';
import { devApi, type DevApi } from './dev-api';
import { handlers } from './handlers';
import { startDatabase } from './lifecycle';
import { warmAfterSignIn } from './seed/warm-after-sign-in';

declare global {
  interface Window {
    simulator?: DevApi;
  }
}

const SNAPSHOT_KEY = 'hcp-simulator-db';

/** Starts the in-browser backend before the app renders; only simulator builds import this module. */
export async function startSimulator(): Promise<void> {
  await startDatabase({
    load: () => sessionStorage.getItem(SNAPSHOT_KEY),
    save: (json) => sessionStorage.setItem(SNAPSHOT_KEY, json),
    clear: () => sessionStorage.removeItem(SNAPSHOT_KEY),
  });
  const worker = setupWorker(...handlers);
  // Seeded reports' files come on first read (prepared by the build); a sign-in fetches the user's, most recent first.
  worker.events.on('response:mocked', (answered) => void warmAfterSignIn(answered));
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  // Published only once the worker answers, so tests that wait for it never race the first API call.
  window.simulator = devApi;
  const { mountDevPanel } = await import('./dev-panel/mount-dev-panel');
  mountDevPanel();
}
