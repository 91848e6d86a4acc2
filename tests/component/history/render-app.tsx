import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onTestFinished, vi } from 'vitest';
import { App } from '@/app';
import { login } from '@/api/users/login';
import { queryClient } from '@/lib/query-client';
import { setCredentials } from '@/stores/auth-store';
import { simulatorServer } from '@sim/node-setup';

/**
 * The whole portal opened at `path`, signed in through the simulator as `email` (its session cookie is set), with
 * `state` as the history entry's state. `reload` mounts a fresh portal on the same entry, as a browser reload does.
 */
export async function renderAppAt(path: string, email = 'clinical@demo.health', state: unknown = null) {
  const { body } = await login({ email, password: 'Demo@1234' });
  if (!body) throw new Error(`Sign-in failed for ${email}`);
  setCredentials(body);
  // The API cache outlives a render: start every test from an empty one.
  queryClient.clear();
  // jsdom cannot scroll; the router's scroll restoration and the detail screen would only log "not implemented".
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  // An entry the router wrote carries its key (a state without one is replaced when the router starts).
  const entry = state === null ? null : { key: 'test-entry', __TSR_key: 'test-entry', __TSR_index: 0, ...(state as object) };
  window.history.replaceState(entry, '', path);
  const user = userEvent.setup();
  const { unmount } = render(<App />);
  const reload = () => {
    unmount();
    queryClient.clear();
    render(<App />);
  };
  return { user, reload };
}

/** The audit list calls' query parameters, in order, as plain objects (the API request, not the page URL). */
export function recordAuditListCalls(): Record<string, string>[] {
  const calls: Record<string, string>[] = [];
  const record = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/audit-reports/filter')) calls.push(Object.fromEntries(url.searchParams));
  };
  simulatorServer.events.on('request:start', record);
  onTestFinished(() => simulatorServer.events.removeListener('request:start', record));
  return calls;
}

/** The current URL's search parameters as a plain object. */
export const urlSearch = () => Object.fromEntries(new URLSearchParams(window.location.search));
