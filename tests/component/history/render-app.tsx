import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { App } from '@/app';
import { login } from '@/api/users/login';
import { queryClient } from '@/lib/query-client';
import { setCredentials } from '@/stores/auth-store';

/** The whole portal opened at `path`, signed in through the simulator as `email` (its session cookie is set). */
export async function renderAppAt(path: string, email = 'clinical@demo.health') {
  const { body } = await login({ email, password: 'Demo@1234' });
  if (!body) throw new Error(`Sign-in failed for ${email}`);
  setCredentials(body);
  // The API cache outlives a render: start every test from an empty one.
  queryClient.clear();
  // jsdom cannot scroll; the router's scroll restoration and the detail screen would only log "not implemented".
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  window.history.replaceState(null, '', path);
  const user = userEvent.setup();
  render(<App />);
  return { user };
}

/** The current URL's search parameters as a plain object. */
export const urlSearch = () => Object.fromEntries(new URLSearchParams(window.location.search));
