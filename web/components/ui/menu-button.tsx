import { useId, useState, type KeyboardEvent } from 'react';
import { Button } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { lazyPart, useLazyDropdown } from './lazy-part';
import type { MenuButtonSection, MenuFocusTarget } from './menu-button-types';
import classes from './menu-button.module.css';

interface MenuButtonProps {
  label: string;
  sections: MenuButtonSection[];
}

// The list with its keyboard handling and Mantine's Popover (with floating-ui) loads when a menu
// is first wanted: pointer or focus on a menu button starts it, so it is there by the click.
const menuPart = lazyPart(() => import('./menu-button-menu').then((module) => module.MenuButtonMenu));

/**
 * A menu button after the WAI-ARIA pattern: the button opens a list of links that the arrow keys,
 * Home, End and the first letter move through; Escape closes it and returns to the button, Tab
 * leaves it. Built on Mantine's Popover rather than its Menu: the same behaviour at a third of
 * the bundle size. The button belongs to the first load; the list (`menu-button-menu.tsx`) does not.
 */
export function MenuButton({ label, sections }: MenuButtonProps) {
  const dropdown = useLazyDropdown(menuPart.preload);
  const { opened } = dropdown;
  const [focusOnOpen, setFocusOnOpen] = useState<MenuFocusTarget>('first');
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const menuId = useId();

  function open(focus: MenuFocusTarget) {
    setFocusOnOpen(focus);
    dropdown.open();
  }

  function close(returnFocus: boolean) {
    dropdown.setOpened(false);
    if (returnFocus) button?.focus();
  }

  function handleButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      open(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  }

  return (
    <>
      <Button
        ref={setButton}
        variant="subtle"
        px="sm"
        rightSection={<IconChevronDown size={16} aria-hidden className={classes.chevron} data-opened={opened || undefined} />}
        aria-haspopup="menu"
        aria-expanded={opened}
        aria-controls={opened ? menuId : undefined}
        onClick={() => (opened ? close(false) : open('first'))}
        onKeyDown={handleButtonKeyDown}
        {...dropdown.preloadProps}
      >
        {label}
      </Button>
      {dropdown.wanted && (
        <menuPart.Part
          onFailed={dropdown.onFailed}
          anchor={button}
          opened={opened}
          onChange={dropdown.setOpened}
          onClose={close}
          focusOnOpen={focusOnOpen}
          menuId={menuId}
          label={label}
          sections={sections}
        />
      )}
    </>
  );
}
