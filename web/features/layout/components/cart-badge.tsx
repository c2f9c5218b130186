import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { ActionIcon, Indicator, Popover } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AppSettings } from '@common/api/config.contract';
import { paths } from '@web/app/paths';
import { useRouteName } from '@web/app/use-route-name';
import { useAppSettings } from '@web/features/config/api/get-app-settings';
import { opensOnCountChange, SHOW_CART_FLAG } from '@web/features/cart/cart-rules';
import { LazyCartPanel, preloadCartPanel } from '@web/features/cart/components/lazy-cart-panel';

/** The items in the three cart sections together (register, renew, restore). */
export function cartItemCount(carts: AppSettings['carts'] | undefined): number {
  if (!carts) return 0;
  return carts.register.count + carts.renew.count + carts.rgp.count;
}

/** Reads and clears the legacy show-cart flag (spec §2.3). */
function takeShowCartFlag(): boolean {
  try {
    const set = sessionStorage.getItem(SHOW_CART_FLAG) !== null;
    sessionStorage.removeItem(SHOW_CART_FLAG);
    return set;
  } catch {
    return false;
  }
}

/** How the popup was opened: by the user (focus moves into it) or by the shop (focus stays). */
type Opened = false | 'user' | 'auto';

/**
 * The cart button with its item count. A click opens the cart popup (its content loads on first
 * use); the link still leads to the cart overview for a new tab or without the popup. The popup
 * opens by itself when the count rises outside CartOverview, and once the cart has loaded when
 * the legacy show-cart flag was set (spec §2.3).
 */
export function CartBadge() {
  const { t } = useTranslation();
  const settings = useAppSettings();
  const count = cartItemCount(settings.data?.carts);
  const routeName = useRouteName();
  const [opened, setOpened] = useState<Opened>(false);
  const previous = useRef<number | null>(null);
  const loaded = settings.data !== undefined;

  useEffect(() => {
    if (!loaded) return;
    if (previous.current === null) {
      // The first load of the cart: open when the flag asks for it, otherwise stay closed.
      setOpened(takeShowCartFlag() ? 'auto' : false);
    } else if (opensOnCountChange(previous.current, count, routeName)) {
      setOpened((current) => current || 'auto');
    }
    previous.current = count;
  }, [loaded, count, routeName]);

  const toggle = (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setOpened((current) => (current ? false : 'user'));
  };

  return (
    <Popover opened={opened !== false} onChange={(open) => setOpened(open ? 'user' : false)} position="bottom-end" width="min(380px, calc(100vw - 16px))" withRoles={false} returnFocus shadow="md" withArrow>
      <Popover.Target>
        <Indicator label={<span aria-hidden>{count}</span>} size={18} disabled={count === 0} offset={6}>
          <ActionIcon
            component={Link}
            to={paths.cartOverview.getHref()}
            variant="subtle"
            size="lg"
            aria-label={t('header.cart', { count })}
            aria-haspopup="dialog"
            aria-expanded={opened !== false}
            onClick={toggle}
            onPointerEnter={preloadCartPanel}
            onFocus={preloadCartPanel}
          >
            <IconShoppingCart size={22} aria-hidden />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-label={t('header.cartLink')}>
        {opened !== false && <LazyCartPanel onClose={() => setOpened(false)} routeName={routeName} focusRegister={opened === 'user'} />}
      </Popover.Dropdown>
    </Popover>
  );
}
