import { useRef, useState } from 'react';
import { renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog, type DialogProps } from '@/components/ui/dialog/dialog';
import { useScrollLock } from '@/components/ui/dialog/use-scroll-lock';
import { renderWithTheme } from './render-with-theme';

type HarnessProps = Partial<Omit<DialogProps, 'open' | 'onClose' | 'title'>>;

function Harness(props: HarnessProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Edit profile
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Edit Profile" description="Update your details" {...props}>
        <label>
          Full name
          <input />
        </label>
        <button type="button" onClick={() => setOpen(false)}>
          Cancel
        </button>
        <button type="button">Update Profile</button>
      </Dialog>
    </>
  );
}

async function openHarness(props: HarnessProps = {}) {
  const rendered = renderWithTheme(<Harness {...props} />);
  await rendered.user.click(screen.getByRole('button', { name: 'Edit profile' }));
  return rendered;
}

afterEach(() => {
  document.body.style.overflow = '';
});

describe('Dialog', () => {
  it('is a labelled, described modal rendered in a portal with focus inside', async () => {
    const { container } = await openHarness();
    const dialog = screen.getByRole('dialog', { name: 'Edit Profile' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Update your details');
    expect(container).not.toContainElement(dialog);
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = await openHarness();
    const name = screen.getByRole('textbox', { name: 'Full name' });
    const close = screen.getByRole('button', { name: 'Close' });

    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Update Profile' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(name).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const { user } = await openHarness();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit profile' })).toHaveFocus();
  });

  it('closes with the Close button', async () => {
    const { user } = await openHarness();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit profile' })).toHaveFocus();
  });

  it('ignores Escape and the backdrop when not dismissible', async () => {
    const { user } = await openHarness({ dismissible: false });
    await user.keyboard('{Escape}');
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const { user } = await openHarness();
    await user.click(screen.getByText('Update your details'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('focuses the element given as initialFocusRef', () => {
    function Confirm() {
      const confirmRef = useRef<HTMLButtonElement>(null);
      return (
        <Dialog open onClose={() => undefined} title="Confirm Delete" initialFocusRef={confirmRef}>
          <button type="button">Cancel</button>
          <button type="button" ref={confirmRef}>
            Delete
          </button>
        </Dialog>
      );
    }
    renderWithTheme(<Confirm />);
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
  });

  it('can hide or disable the close button', async () => {
    await openHarness({ closeDisabled: true });
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
  });

  it('can render without a close button', async () => {
    await openHarness({ hideCloseButton: true });
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('locks page scroll while open and restores the previous value on close', async () => {
    document.body.style.overflow = 'scroll';
    const { user } = await openHarness();
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(document.body.style.overflow).toBe('scroll');
  });

  it('keeps the lock and Escape scoped to the top dialog when dialogs are stacked', async () => {
    const onOuterClose = vi.fn();
    function Stacked() {
      const [inner, setInner] = useState(false);
      return (
        <Dialog open onClose={onOuterClose} title="Outer">
          <button type="button" onClick={() => setInner(true)}>
            Open inner
          </button>
          <Dialog open={inner} onClose={() => setInner(false)} title="Inner">
            <button type="button">Inner action</button>
          </Dialog>
        </Dialog>
      );
    }
    const { user } = renderWithTheme(<Stacked />);
    await user.click(screen.getByRole('button', { name: 'Open inner' }));
    expect(screen.getByRole('dialog', { name: 'Inner' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument();
    expect(onOuterClose).not.toHaveBeenCalled();
    expect(document.body.style.overflow).toBe('hidden');
    expect(screen.getByRole('button', { name: 'Open inner' })).toHaveFocus();
  });
});

describe('useScrollLock', () => {
  it('counts nested locks and restores the original overflow after the last one', () => {
    document.body.style.overflow = 'auto';
    const first = renderHook(({ active }) => useScrollLock(active), { initialProps: { active: true } });
    const second = renderHook(() => useScrollLock(true));
    expect(document.body.style.overflow).toBe('hidden');

    first.rerender({ active: false });
    expect(document.body.style.overflow).toBe('hidden');
    second.unmount();
    expect(document.body.style.overflow).toBe('auto');
  });

  it('does nothing while inactive', () => {
    renderHook(() => useScrollLock(false));
    expect(document.body.style.overflow).toBe('');
  });
});
