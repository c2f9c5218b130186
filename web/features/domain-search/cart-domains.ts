import type { AllCarts } from '@common/api/cart.contract';

/** The domains (A-labels) in the register cart. */
export function domainsInCart(carts: AllCarts | undefined): string[] {
  if (!carts) return [];
  return Object.values(carts.register.items)
    .filter((item) => item.type === 'Domain')
    .map((item) => item.domain);
}
