import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIDEBAR_LOGOUT_DELAY_MS } from '@/features/layout/components/admin-sidebar';
import { clearSession, currentUser } from '@/stores/auth-store';
import { useSimulator } from '../../support/simulator';
import { demoUser, expectSignInPage, renderAppAt } from './support/render-app';

useSimulator();
beforeEach(() => clearSession());
afterEach(() => vi.useRealTimers());

const sidebar = () => screen.getByRole('complementary', { name: 'Admin sidebar' });
const toggle = () => screen.getByRole('button', { name: 'Admin menu' });

// jsdom applies no media queries, so the layout behaves as on a phone: the sidebar starts folded away.
async function openDashboardWithSidebar() {
  const rendered = await renderAppAt('/admin/dashboard', demoUser('Admin'));
  await rendered.user.click(toggle());
  return rendered;
}

describe('admin layout', () => {
  it('shows the sidebar with logo, user, role badge, Main Menu and Logout, and the dashboard title', async () => {
    await openDashboardWithSidebar();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    const aside = within(sidebar());
    expect(aside.getByRole('img', { name: 'HealthCare Portal logo' })).toHaveAttribute('src', '/images/logo.svg');
    expect(aside.getByText('Alex Morgan')).toBeInTheDocument();
    expect(aside.getByText('admin@demo.health')).toBeInTheDocument();
    expect(aside.getByText('Admin')).toBeInTheDocument();
    const mainMenu = aside.getByRole('navigation', { name: 'Main Menu' });
    expect(
      within(mainMenu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard']);
    expect(within(mainMenu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(aside.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('offers Normal User instead of Admin Dashboard in its header', async () => {
    const { user } = await renderAppAt('/admin/dashboard', demoUser('Admin'));
    await user.click(screen.getByRole('button', { name: /account menu/i }));
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Normal User', 'View Profile', 'Logout']);
    expect(items[0]).toHaveAttribute('href', '/admin/docs-cloning');
    expect(items[1]).toHaveAttribute('href', '/admin/profile');
  });

  it('has no bottom bar', async () => {
    await renderAppAt('/admin/dashboard', demoUser('Admin'));
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  it('collapses the sidebar behind a toggle that Enter, Space and Escape operate', async () => {
    const { user } = await renderAppAt('/admin/dashboard', demoUser('Admin'));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('complementary', { name: 'Admin sidebar' })).not.toBeInTheDocument();

    toggle().focus();
    await user.keyboard('{Enter}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(toggle()).toHaveAttribute('aria-controls', sidebar().id);
    await user.keyboard(' ');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{Enter}');
    await user.tab();
    await user.tab();
    expect(sidebar()).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
  });

  it('clears the session only after the sidebar logout delay, then goes to sign-in', async () => {
    await openDashboardWithSidebar();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(within(sidebar()).getByRole('button', { name: 'Logout' }));
    expect(within(sidebar()).getByRole('button', { name: /logging out/i })).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(SIDEBAR_LOGOUT_DELAY_MS - 100));
    expect(currentUser()).not.toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(100));
    vi.useRealTimers();
    await waitFor(() => expect(currentUser()).toBeNull());
    await expectSignInPage();
    expect(SIDEBAR_LOGOUT_DELAY_MS).toBe(1000);
  });
});
