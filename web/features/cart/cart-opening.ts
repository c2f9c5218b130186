import type { RouteName } from '@web/app/paths';

// The header's cart button (part of every first page load) needs only these two: they live apart
// from cart-rules.ts, which the bundler would otherwise pull into the first load whole.

/** The cart pages themselves list what was added; a popup there would show it twice. */
const CART_PAGES: ReadonlySet<RouteName> = new Set(['cartOverview', 'domainRenewOverview', 'domainRgpOverview']);

/** Spec §2.3: the popup opens by itself when the count rises, except on CartOverview (and the renew and restore carts' overviews). */
export function opensOnCountChange(previous: number | null, next: number, route: RouteName): boolean {
  return previous !== null && next > previous && !CART_PAGES.has(route);
}

/** The legacy show-cart flag (spec §2.3): set before a page load to have the cart open once it has loaded. */
export const SHOW_CART_FLAG = 'shop.showCart';
