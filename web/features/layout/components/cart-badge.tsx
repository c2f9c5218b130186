import { ActionIcon, Indicator } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AppSettings } from '@common/api/config.contract';
import { paths } from '@web/app/paths';
import { useAppSettings } from '@web/features/config/api/get-app-settings';

/** The items in the three cart sections together (register, renew, restore). */
export function cartItemCount(carts: AppSettings['carts'] | undefined): number {
  if (!carts) return 0;
  return carts.register.count + carts.renew.count + carts.rgp.count;
}

/** The cart button with its item count; it leads to the cart overview until the cart popup exists. */
export function CartBadge() {
  const { t } = useTranslation();
  const count = cartItemCount(useAppSettings().data?.carts);
  return (
    <Indicator label={<span aria-hidden>{count}</span>} size={18} disabled={count === 0} offset={6}>
      <ActionIcon component={Link} to={paths.cartOverview.getHref()} variant="subtle" size="lg" aria-label={t('header.cart', { count })}>
        <IconShoppingCart size={22} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
}
