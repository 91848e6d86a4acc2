import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  TOAST_DURATION,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  TOAST_SWIPE_DIRECTION,
  TOAST_SWIPE_THRESHOLD,
} from '@/components/ui/toast/toast-constants';
import { ToastProvider } from '@/components/ui/toast/toast-provider';
import { Toaster } from '@/components/ui/toast/toaster';
import { useToast } from '@/components/ui/toast/use-toast';
import type { ToastOptions } from '@/components/ui/toast/toast-types';
import { AppThemeProvider } from '@/theme/app-theme-provider';
import { theme } from '@/theme/theme';

let api: ReturnType<typeof useToast> | undefined;

function Probe() {
  api = useToast();
  return <p data-testid="toast-count">{api.toasts.length}</p>;
}

function currentApi() {
  if (!api) throw new Error('Probe not rendered');
  return api;
}

function renderToaster() {
  render(
    <AppThemeProvider>
      <ToastProvider>
        <Probe />
        <Toaster />
      </ToastProvider>
    </AppThemeProvider>,
  );
}

function show(options: ToastOptions) {
  let id = '';
  act(() => {
    id = currentApi().toast(options).id;
  });
  return id;
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

afterEach(() => {
  api = undefined;
});

describe('toast constants (docs/spec/constants.md)', () => {
  it('match the specification', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
    expect(TOAST_DURATION).toBe(5000);
    expect(TOAST_SWIPE_THRESHOLD).toBe(50);
    expect(TOAST_SWIPE_DIRECTION).toBe('right');
    expect(TOAST_HOTKEY).toBe('F8');
    expect(theme.sizes.toastMaxWidth).toBe('420px');
  });
});

describe('Toaster with fake timers', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders a notifications region even when empty', () => {
    renderToaster();
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument();
  });

  it('announces a default toast politely with its title and description', () => {
    renderToaster();
    show({ title: 'Profile updated successfully', description: 'Your profile information has been updated successfully' });
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Profile updated successfully');
    expect(status).toHaveTextContent('Your profile information has been updated successfully');
  });

  it('announces a destructive toast as an alert', () => {
    renderToaster();
    show({ title: 'Upload Failed', description: 'Unknown error occurred', variant: 'destructive' });
    expect(screen.getByRole('alert')).toHaveTextContent('Upload Failed');
  });

  it('shows only one toast: a new one replaces the previous', () => {
    renderToaster();
    show({ title: 'Upload Successful' });
    show({ title: 'File Deleted' });
    expect(screen.queryByText('Upload Successful')).not.toBeInTheDocument();
    expect(screen.getByText('File Deleted')).toBeInTheDocument();
    expect(screen.getByTestId('toast-count')).toHaveTextContent(String(TOAST_LIMIT));
  });

  it('auto-dismisses after the default 5000 ms', () => {
    renderToaster();
    show({ title: 'Upload Successful' });
    advance(TOAST_DURATION - 1);
    expect(screen.getByText('Upload Successful')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Upload Successful')).not.toBeInTheDocument();
  });

  it('honours a custom duration', () => {
    renderToaster();
    show({ title: 'Quick', duration: 1000 });
    advance(1000);
    expect(screen.queryByText('Quick')).not.toBeInTheDocument();
  });

  it('keeps a dismissed toast for 1,000,000 ms before removing it', () => {
    renderToaster();
    const id = show({ title: 'File Deleted' });
    act(() => currentApi().dismiss(id));
    expect(screen.queryByText('File Deleted')).not.toBeInTheDocument();
    expect(currentApi().toasts).toEqual([expect.objectContaining({ id, open: false })]);
    advance(TOAST_REMOVE_DELAY - 1);
    expect(screen.getByTestId('toast-count')).toHaveTextContent('1');
    advance(1);
    expect(screen.getByTestId('toast-count')).toHaveTextContent('0');
  });

  // user-event waits on real timers between steps, so these two drive the DOM events directly.
  it('pauses the timer while hovered and resumes with the time left', () => {
    renderToaster();
    show({ title: 'Processing Complete' });
    advance(2000);
    fireEvent.pointerOver(screen.getByRole('status'));
    advance(TOAST_DURATION * 2);
    expect(screen.getByText('Processing Complete')).toBeInTheDocument();
    fireEvent.pointerOut(screen.getByRole('status'));
    advance(TOAST_DURATION - 2000 - 1);
    expect(screen.getByText('Processing Complete')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Processing Complete')).not.toBeInTheDocument();
  });

  it('pauses while focus is inside the notifications', () => {
    renderToaster();
    show({ title: 'No Document' });
    act(() => screen.getByRole('status').focus());
    advance(TOAST_DURATION * 2);
    expect(screen.getByText('No Document')).toBeInTheDocument();
    act(() => screen.getByRole('status').blur());
    advance(TOAST_DURATION);
    expect(screen.queryByText('No Document')).not.toBeInTheDocument();
  });
});

describe('Toaster with a user', () => {
  it('focuses the viewport on F8', async () => {
    const user = userEvent.setup();
    renderToaster();
    await user.keyboard('{F8}');
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toHaveFocus();
  });

  it('closes with the Close button', async () => {
    const user = userEvent.setup();
    renderToaster();
    show({ title: 'Upload Error' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Upload Error')).not.toBeInTheDocument();
  });

  it('closes with Escape while focused and keeps focus in the notifications', async () => {
    const user = userEvent.setup();
    renderToaster();
    show({ title: 'Delete Error' });
    await user.keyboard('{F8}');
    await user.tab();
    expect(screen.getByRole('status')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByText('Delete Error')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toHaveFocus();
  });

  describe('swipe', () => {
    async function swipe(target: HTMLElement, deltaX: number) {
      const user = userEvent.setup();
      const start = 100;
      await user.pointer([
        { keys: '[MouseLeft>]', target, coords: { clientX: start } },
        { target, coords: { clientX: start + deltaX / 2 } },
        { target, coords: { clientX: start + deltaX } },
      ]);
      // Mid-drag the toast follows the pointer (rightwards only).
      const dragged = target.style.transform;
      await user.pointer({ keys: '[/MouseLeft]', target, coords: { clientX: start + deltaX } });
      return dragged;
    }

    it(`dismisses when swiped right at least ${TOAST_SWIPE_THRESHOLD}px`, async () => {
      renderToaster();
      show({ title: 'Upload Successful' });
      const dragged = await swipe(screen.getByRole('status'), TOAST_SWIPE_THRESHOLD);
      expect(dragged).toBe(`translateX(${TOAST_SWIPE_THRESHOLD}px)`);
      expect(screen.queryByText('Upload Successful')).not.toBeInTheDocument();
    });

    it('springs back on a shorter swipe or a swipe to the left', async () => {
      renderToaster();
      show({ title: 'Upload Successful' });
      const status = screen.getByRole('status');
      await swipe(status, TOAST_SWIPE_THRESHOLD - 1);
      expect(await swipe(status, -TOAST_SWIPE_THRESHOLD * 2)).toBe('');
      expect(status).toBeInTheDocument();
      expect(status.style.transform).toBe('');
    });
  });
});

describe('useToast', () => {
  it('explains when it is used outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow(/ToastProvider/);
  });
});
