import { useId, useState, type KeyboardEvent } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconBolt, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { paths } from '@web/app/paths';
import type { MenuButtonSection, MenuFocusTarget } from '@web/components/ui/menu-button-types';
import { lazyPart, useLazyDropdown } from '@web/components/ui/lazy-part';
import { useAppSettings } from '@web/features/config/api/get-app-settings';
import { useUser } from '@web/features/session/hooks/use-session';
import { cartItemCount } from './cart-badge';
import classes from './quick-action-menu.module.css';

// The same list as the header's menus (arrow keys, Home, End, type-ahead, Escape), loaded on first use.
const menuPart = lazyPart(() => import('@web/components/ui/menu-button-menu').then((module) => module.MenuButtonMenu));

/** The actions a customer uses most (spec §2.3): search, renew, the cart and support. */
export function useQuickActions(): MenuButtonSection[] {
  const { t } = useTranslation();
  const user = useUser();
  const settings = useAppSettings();
  const count = cartItemCount(settings.data?.carts);
  return [
    {
      id: 'quick',
      items: [
        { id: 'search', label: t('quickActions.search'), href: paths.searchDomain.getHref() },
        // Logged in: the renew list of the customer's names; a visitor renews by name (spec §2.1).
        { id: 'renew', label: t('quickActions.renew'), href: user ? paths.domainRenew.getHref() : paths.simpleRenew.getHref() },
        { id: 'cart', label: t('header.cart', { count }), href: paths.cartOverview.getHref() },
        { id: 'support', label: t('quickActions.support'), href: paths.cms.getHref('support') },
      ],
    },
  ];
}

/**
 * The quick-action floating menu of spec §2.3: a round menu button at the bottom of every page
 * that opens the most used actions upwards. It sits in the page's bottom dock (with the cookie
 * notice), so at the end of a page it takes its own room below the footer instead of covering it.
 */
export function QuickActionMenu() {
  const { t } = useTranslation();
  const sections = useQuickActions();
  const dropdown = useLazyDropdown(menuPart.preload);
  const { opened } = dropdown;
  const [focusOnOpen, setFocusOnOpen] = useState<MenuFocusTarget>('first');
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const menuId = useId();
  const label = t('quickActions.label');

  function open(focus: MenuFocusTarget) {
    setFocusOnOpen(focus);
    dropdown.open();
  }

  function close(returnFocus: boolean) {
    dropdown.setOpened(false);
    if (returnFocus) button?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      // The list opens above the button: ArrowUp reaches the item nearest to it, the last.
      open(event.key === 'ArrowDown' ? 'first' : 'last');
    } else if (event.key === 'Escape' && opened) {
      event.preventDefault();
      close(true);
    }
  }

  return (
    <div className={classes.row}>
      <ActionIcon
        ref={setButton}
        className={classes.button}
        size="xl"
        radius="xl"
        variant="filled"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={opened}
        aria-controls={opened ? menuId : undefined}
        onClick={() => (opened ? close(false) : open('first'))}
        onKeyDown={handleKeyDown}
        {...dropdown.preloadProps}
      >
        {opened ? <IconX size={22} aria-hidden /> : <IconBolt size={22} aria-hidden />}
      </ActionIcon>
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
          position="top-end"
        />
      )}
    </div>
  );
}
