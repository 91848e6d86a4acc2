import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { Menu, Root, Trigger, type MenuAlign } from './dropdown-menu.styles';
import { useOutsidePointerDown } from './use-outside-pointer-down';

/** Spread onto the element a render-prop item returns (e.g. a router link). */
export type MenuItemRenderProps = {
  role: 'menuitem';
  tabIndex: -1;
  ref: (element: HTMLElement | null) => void;
  onClick: () => void;
  children: ReactNode;
};

type ItemBase = { id: string; label: ReactNode };

export type DropdownMenuItem =
  /** `checked` makes the item an on/off choice (menuitemcheckbox), e.g. a PDF viewer's fit. */
  | (ItemBase & { onSelect: () => void; checked?: boolean; render?: undefined })
  | (ItemBase & { render: (props: MenuItemRenderProps) => ReactElement; onSelect?: () => void; checked?: undefined });

export type DropdownMenuProps = {
  /** Content of the menu button (e.g. avatar and name). */
  trigger: ReactNode;
  /** Accessible name of the button and the menu when the trigger content does not say what it opens. */
  label?: string;
  items: readonly DropdownMenuItem[];
  align?: MenuAlign;
  /** Lets a layout size the menu button's box (e.g. let it shrink in a header). */
  className?: string;
};

type FocusTarget = 'first' | 'last';

export function DropdownMenu({ trigger, label, items, align = 'end', className }: DropdownMenuProps) {
  const [openAt, setOpenAt] = useState<FocusTarget | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  const triggerId = useId();
  const menuId = useId();
  const open = openAt !== null;

  const close = useCallback(() => setOpenAt(null), []);
  const closeAndRefocus = () => {
    close();
    triggerRef.current?.focus();
  };
  useOutsidePointerDown(rootRef, open, close);

  useEffect(() => {
    if (openAt === null) return;
    const target = openAt === 'first' ? itemRefs.current[0] : itemRefs.current[items.length - 1];
    target?.focus();
  }, [openAt, items.length]);

  const focusItem = (index: number) => {
    const count = items.length;
    itemRefs.current[(index + count) % count]?.focus();
  };

  const handleTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpenAt(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const handleMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const current = itemRefs.current.findIndex((item) => item === document.activeElement);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusItem(current + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusItem(current - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusItem(0);
        break;
      case 'End':
        event.preventDefault();
        focusItem(items.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        closeAndRefocus();
        break;
      case 'Tab':
        // Tab carries on from the menu button, so focus lands on whatever follows the menu.
        triggerRef.current?.focus();
        close();
        break;
      case ' ':
        // Buttons activate on Space natively; links do not.
        if (!(event.target instanceof HTMLButtonElement) && event.target instanceof HTMLElement) {
          event.preventDefault();
          event.target.click();
        }
        break;
      default:
    }
  };

  return (
    <Root ref={rootRef} className={className}>
      <Trigger
        ref={triggerRef}
        id={triggerId}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpenAt(open ? null : 'first')}
        onKeyDown={handleTriggerKeyDown}
      >
        {trigger}
      </Trigger>
      {open ? (
        <Menu id={menuId} role="menu" aria-labelledby={triggerId} onKeyDown={handleMenuKeyDown} $align={align}>
          {items.map((item, index) => {
            const itemProps: MenuItemRenderProps = {
              role: 'menuitem',
              tabIndex: -1,
              ref: (element) => {
                itemRefs.current[index] = element;
              },
              onClick: () => {
                closeAndRefocus();
                item.onSelect?.();
              },
              children: item.label,
            };
            return (
              <li key={item.id} role="none">
                {item.render ? (
                  item.render(itemProps)
                ) : item.checked === undefined ? (
                  <button type="button" {...itemProps} />
                ) : (
                  <button type="button" {...itemProps} role="menuitemcheckbox" aria-checked={item.checked} />
                )}
              </li>
            );
          })}
        </Menu>
      ) : null}
    </Root>
  );
}
