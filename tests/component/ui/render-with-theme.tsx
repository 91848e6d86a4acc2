import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppThemeProvider } from '@/theme/app-theme-provider';

type UserEventOptions = Parameters<typeof userEvent.setup>[0];

// Renders inside the real theme, with a user-event session bound to the same document.
export function renderWithTheme(ui: ReactElement, userOptions?: UserEventOptions) {
  const user = userEvent.setup(userOptions);
  return { user, ...render(ui, { wrapper: AppThemeProvider }) };
}
