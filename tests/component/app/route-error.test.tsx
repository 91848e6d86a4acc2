import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RouteError } from '@/components/page/route-error';
import { renderWithTheme } from '../ui/render-with-theme';

describe('route error screen', () => {
  it('says what to do, offers Reload, and shows nothing of the error itself', () => {
    renderWithTheme(<RouteError />);
    expect(screen.getByRole('alert')).toHaveTextContent('This screen could not be shown');
    expect(screen.getByRole('alert')).toHaveTextContent('your work in progress is kept');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
  });
});
