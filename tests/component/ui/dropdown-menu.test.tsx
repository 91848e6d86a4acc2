import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DropdownMenu, type DropdownMenuItem } from '@/components/ui/dropdown-menu/dropdown-menu';
import { renderWithTheme } from './render-with-theme';

function setup(onLogout = vi.fn()) {
  const items: DropdownMenuItem[] = [
    {
      id: 'profile',
      label: 'View Profile',
      render: (props) => (
        <a href="/clinical/profile" {...props}>
          {props.children}
        </a>
      ),
    },
    { id: 'admin', label: 'Admin Dashboard', onSelect: vi.fn() },
    { id: 'logout', label: 'Logout', onSelect: onLogout },
  ];
  const rendered = renderWithTheme(
    <>
      <DropdownMenu label="Account menu" trigger="Jane Doe" items={items} />
      <button type="button">Elsewhere</button>
    </>,
  );
  return { ...rendered, trigger: screen.getByRole('button', { name: 'Account menu' }) };
}

describe('DropdownMenu', () => {
  it('is a closed menu button until clicked, then shows labelled menu items', async () => {
    const { user, trigger } = setup();
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu', { name: 'Account menu' })).toBeInTheDocument();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['View Profile', 'Admin Dashboard', 'Logout']);
    expect(screen.getByRole('menuitem', { name: 'View Profile' })).toHaveAttribute('href', '/clinical/profile');
    expect(screen.getByRole('menuitem', { name: 'View Profile' })).toHaveFocus();
  });

  it.each(['{Enter}', ' ', '{ArrowDown}'])('opens with %s and focuses the first item', async (key) => {
    const { user, trigger } = setup();
    trigger.focus();
    await user.keyboard(key);
    expect(screen.getByRole('menuitem', { name: 'View Profile' })).toHaveFocus();
  });

  it('opens on ArrowUp at the last item', async () => {
    const { user, trigger } = setup();
    trigger.focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
  });

  it('moves with the arrow keys (wrapping), Home and End', async () => {
    const { user, trigger } = setup();
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    const [profile, admin, logout] = screen.getAllByRole('menuitem');
    await user.keyboard('{ArrowDown}');
    expect(admin).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(profile).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(logout).toHaveFocus();
    await user.keyboard('{Home}');
    expect(profile).toHaveFocus();
    await user.keyboard('{End}');
    expect(logout).toHaveFocus();
  });

  it('closes on Escape and returns focus to the menu button', async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Tab and lets focus move on', async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('toggles closed when the menu button is clicked again', async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    await user.click(trigger);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('runs onSelect from a click or Enter, closes and returns focus', async () => {
    const onLogout = vi.fn();
    const { user, trigger } = setup(onLogout);
    await user.click(trigger);
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();

    await user.keyboard('{ArrowUp}');
    await user.keyboard('{Enter}');
    expect(onLogout).toHaveBeenCalledTimes(2);
  });

  it('activates a link item with Space', async () => {
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const items: DropdownMenuItem[] = [
      {
        id: 'profile',
        label: 'View Profile',
        render: (props) => (
          <a
            href="/clinical/profile"
            {...props}
            onClick={(event) => {
              onClick(event);
              props.onClick();
            }}
          >
            {props.children}
          </a>
        ),
      },
    ];
    const { user } = renderWithTheme(<DropdownMenu trigger="Menu" items={items} />);
    screen.getByRole('button', { name: 'Menu' }).focus();
    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('shows an on/off choice as a checkable item, and its keys stay inside the menu', async () => {
    const onFit = vi.fn();
    const onKeyDownOutside = vi.fn();
    const items: DropdownMenuItem[] = [
      { id: 'width', label: 'Fit to width', checked: true, onSelect: onFit },
      { id: 'page', label: 'Fit page', checked: false, onSelect: onFit },
    ];
    // A parent that pages on arrow keys (the PDF viewer) must not see the menu's own.
    const outside = (event: KeyboardEvent) => !event.defaultPrevented && onKeyDownOutside(event.key);
    document.addEventListener('keydown', outside);
    const { user } = renderWithTheme(<DropdownMenu label="More view options" trigger="More" items={items} />);
    await user.click(screen.getByRole('button', { name: 'More view options' }));
    expect(screen.getByRole('menuitemcheckbox', { name: 'Fit to width' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('menuitemcheckbox', { name: 'Fit page' })).toHaveAttribute('aria-checked', 'false');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemcheckbox', { name: 'Fit page' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onFit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'More view options' })).toHaveFocus();
    expect(onKeyDownOutside).not.toHaveBeenCalledWith('ArrowDown');
    document.removeEventListener('keydown', outside);
  });
});
