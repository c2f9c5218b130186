import { Fragment, useEffect, useRef, type KeyboardEvent } from 'react';
import { Popover, type PopoverProps } from '@mantine/core';
import { Link } from 'react-router';
import { LAYOUT } from '@web/app/theme';
import type { MenuButtonSection, MenuFocusTarget } from './menu-button-types';
import { useOpenedAfterMount } from './lazy-part';
import { PopoverAnchor } from './popover-anchor';
import classes from './menu-button.module.css';

export interface MenuButtonMenuProps {
  /** The menu button, rendered by `MenuButton` in the first-load bundle. */
  anchor: HTMLElement | null;
  opened: boolean;
  /** Mantine's Popover closes the menu on a click outside. */
  onChange: (opened: boolean) => void;
  onClose: (returnFocus: boolean) => void;
  focusOnOpen: MenuFocusTarget;
  menuId: string;
  label: string;
  sections: MenuButtonSection[];
  /** Where the list opens beside the button; below it, aligned to its start, by default. */
  position?: PopoverProps['position'];
}

/** The list of a `MenuButton`, loaded when the menu is first wanted. */
export function MenuButtonMenu({
  anchor,
  opened,
  onChange,
  onClose,
  focusOnOpen,
  menuId,
  label,
  sections,
  position = 'bottom-start',
}: MenuButtonMenuProps) {
  const shown = useOpenedAfterMount(opened);
  const menuRef = useRef<HTMLDivElement>(null);

  const menuItems = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  function focusItem(index: number) {
    const list = menuItems();
    if (list.length === 0) return;
    list[(index + list.length) % list.length].focus();
  }

  // The dropdown renders after the state change; move the focus once it is there.
  useEffect(() => {
    if (!shown) return;
    const frame = requestAnimationFrame(() => focusItem(focusOnOpen === 'first' ? 0 : -1));
    return () => cancelAnimationFrame(frame);
    // Only the opening moves the focus; the target is read as it was then.
  }, [shown]);

  function handleMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const list = menuItems();
    const current = list.indexOf(document.activeElement as HTMLElement);
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
        focusItem(-1);
        break;
      case 'Escape':
        event.preventDefault();
        onClose(true);
        break;
      case 'Tab':
        // The list is portalled to the end of the page: focus goes back to the button first, so
        // that the browser's own Tab (not prevented) moves on from there to the next control.
        onClose(true);
        break;
      default:
        if (event.key.length === 1 && /\S/.test(event.key)) {
          // Type-ahead: the next item whose label starts with the typed letter.
          const letter = event.key.toLocaleLowerCase();
          const order = [...list.slice(current + 1), ...list.slice(0, current + 1)];
          order.find((item) => item.textContent?.trim().toLocaleLowerCase().startsWith(letter))?.focus();
        }
    }
  }

  return (
    <Popover
      opened={shown}
      onChange={onChange}
      withRoles={false}
      position={position}
      width={LAYOUT.menuWidth}
      shadow="md"
      closeOnEscape={false}
    >
      <Popover.Target>
        <PopoverAnchor element={anchor} />
      </Popover.Target>
      <Popover.Dropdown p={4}>
        <div role="menu" id={menuId} aria-label={label} ref={menuRef} onKeyDown={handleMenuKeyDown}>
          {sections.map((section, index) => (
            <Fragment key={section.id}>
              {index > 0 && <div role="separator" className={classes.separator} />}
              <div role="group" aria-labelledby={section.label ? `${menuId}-${section.id}` : undefined}>
                {section.label && (
                  <div id={`${menuId}-${section.id}`} className={classes.sectionLabel}>
                    {section.label}
                  </div>
                )}
                {section.items.map((item) => (
                  <Link key={item.id} to={item.href} role="menuitem" tabIndex={-1} className={classes.item} onClick={() => onClose(false)}>
                    <span>{item.label}</span>
                    {item.aside}
                  </Link>
                ))}
              </div>
            </Fragment>
          ))}
        </div>
      </Popover.Dropdown>
    </Popover>
  );
}
