import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { ActionIcon, Indicator } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AppSettings } from '@common/api/config.contract';
import { paths } from '@web/app/paths';
import { useRouteName } from '@web/app/use-route-name';
import { useAppSettings } from '@web/features/config/api/get-app-settings';
import { opensOnCountChange, SHOW_CART_FLAG } from '@web/features/cart/cart-opening';
import { LazyCartPopup, preloadCartPopup } from '@web/features/cart/components/lazy-cart-popup';

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

/**
 * The cart button with its item count. A click opens the cart popup (loaded on first use); the
 * link still leads to the cart overview in a new tab. The popup opens by itself when the count
 * rises outside CartOverview, and once the cart has loaded when the legacy show-cart flag was
 * set (spec §2.3).
 */
export function CartBadge() {
  const { t } = useTranslation();
  const settings = useAppSettings();
  const count = cartItemCount(settings.data?.carts);
  const routeName = useRouteName();
  const [opened, setOpened] = useState<false | 'user' | 'auto'>(false);
  const [anchor, setAnchor] = useState<HTMLAnchorElement | null>(null);
  const previous = useRef<number | null>(null);
  const loaded = settings.data !== undefined;

  useEffect(() => {
    if (!loaded) return;
    if (previous.current === null) setOpened(takeShowCartFlag() ? 'auto' : false);
    else if (opensOnCountChange(previous.current, count, routeName)) setOpened((current) => current || 'auto');
    previous.current = count;
  }, [loaded, count, routeName]);

  const toggle = (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setOpened((current) => (current ? false : 'user'));
  };

  return (
    <>
      <Indicator label={<span aria-hidden>{count}</span>} size={18} disabled={count === 0} offset={6}>
        <ActionIcon
          ref={setAnchor}
          component={Link}
          to={paths.cartOverview.getHref()}
          variant="subtle"
          size="lg"
          aria-label={t('header.cart', { count })}
          aria-haspopup="dialog"
          aria-expanded={opened !== false}
          onClick={toggle}
          onPointerEnter={preloadCartPopup}
          onFocus={preloadCartPopup}
        >
          <IconShoppingCart size={22} aria-hidden />
        </ActionIcon>
      </Indicator>
      <LazyCartPopup
        opened={opened !== false}
        openedBy={opened || 'auto'}
        onClose={() => setOpened(false)}
        anchor={anchor}
        routeName={routeName}
      />
    </>
  );
}
