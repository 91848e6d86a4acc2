import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { simulatorServer } from '@sim/node-setup';
import { clearSession, currentUser } from '@/stores/auth-store';
import { TEST_API_BASE_URL, useSimulator } from '../../support/simulator';
import { demoUser, expectSignInPage, renderAppAt } from './support/render-app';

useSimulator();
beforeEach(() => clearSession());

const bottomBar = () => screen.getByRole('navigation', { name: 'Main navigation' });
const accountMenuButton = () => screen.getByRole('button', { name: /account menu/i });

describe('role layout', () => {
  it('shows the screen title, the user and a bottom bar with the same three entries for every role', async () => {
    await renderAppAt('/clinical/docs-cloning', demoUser('Clinical User'));
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Docs Cloning')).toBeInTheDocument();
    expect(within(header).getByText('Dr. Priya Raman')).toBeInTheDocument();
    expect(within(header).getByText('clinical@demo.health')).toBeInTheDocument();

    const links = within(bottomBar()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Docs Cloning', '/clinical/docs-cloning'],
      ['History', '/clinical/history'],
      ['Profile', '/clinical/profile'],
    ]);
    expect(within(bottomBar()).getByRole('link', { name: 'Docs Cloning' })).toHaveAttribute('aria-current', 'page');
  });

  it('offers View Profile and Logout to a non-admin, without the admin entries', async () => {
    const { user } = await renderAppAt('/staff/docs-cloning', demoUser('Office Staff'));
    await user.click(accountMenuButton());
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['View Profile', 'Logout']);
    expect(within(menu).getByRole('menuitem', { name: 'View Profile' })).toHaveAttribute('href', '/staff/profile');
  });

  it('offers Admin Dashboard to an Admin in the role header', async () => {
    const { user } = await renderAppAt('/admin/docs-cloning', demoUser('Admin'));
    await user.click(accountMenuButton());
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Admin Dashboard', 'View Profile', 'Logout']);
    expect(items[0]).toHaveAttribute('href', '/admin/dashboard');
  });

  it('works from the keyboard: Enter opens the menu, Escape closes it and returns focus, Enter follows an entry', async () => {
    const { user } = await renderAppAt('/auditor/docs-cloning', demoUser('Auditor User'));
    accountMenuButton().focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'View Profile' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(accountMenuButton()).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(window.location.pathname).toBe('/auditor/profile'));
  });

  it('follows a bottom bar link with Space as well as Enter', async () => {
    const { user } = await renderAppAt('/clinical/docs-cloning', demoUser('Clinical User'));
    within(bottomBar()).getByRole('link', { name: 'Profile' }).focus();
    await user.keyboard(' ');
    await waitFor(() => expect(window.location.pathname).toBe('/clinical/profile'));
    within(bottomBar()).getByRole('link', { name: 'Docs Cloning' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(window.location.pathname).toBe('/clinical/docs-cloning'));
  });

  it('hides the bottom bar on an audit report page', async () => {
    await renderAppAt('/clinical/history/audit-report/report-007', demoUser('Clinical User'));
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  it('logs out from the menu: the session is cleared and the user is on the sign-in page', async () => {
    const { user } = await renderAppAt('/staff/docs-cloning', demoUser('Office Staff'));
    await user.click(accountMenuButton());
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await expectSignInPage();
    expect(currentUser()).toBeNull();
  });

  it('still signs out on this device when the server cannot be reached', async () => {
    simulatorServer.use(http.post(`${TEST_API_BASE_URL}/users/logout`, () => HttpResponse.error()));
    const { user } = await renderAppAt('/clinical/docs-cloning', demoUser('Clinical User'));
    await user.click(accountMenuButton());
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await expectSignInPage();
    expect(currentUser()).toBeNull();
  });

  it('lets the keyboard reach the locked entries, which go nowhere', async () => {
    const { user } = await renderAppAt('/staff/profile', demoUser('Office Staff', { isEmailVerified: false }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    const locked = screen.getByRole('link', { name: /^History/ });
    locked.focus();
    expect(locked).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(window.location.pathname).toBe('/staff/profile');
  });
});
