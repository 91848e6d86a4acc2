import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast/toast-provider';
import { renderWithTheme } from '../ui/render-with-theme';

/** Components that navigate need a router: this renders one at `/` whose only screen is the given element. */
export async function renderInRouter(ui: ReactElement) {
  // jsdom has no scrolling; the router's scroll restoration would only log that.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <ToastProvider>{ui}</ToastProvider> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const rendered = renderWithTheme(<RouterProvider router={router} />);
  await act(() => router.load());
  return { ...rendered, router };
}
