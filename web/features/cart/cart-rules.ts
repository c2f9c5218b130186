import type { AllCarts, CartItem, RegisterCart, SectionCart } from '@common/api/cart.contract';
import { paths, type RouteName } from '@web/app/paths';

export { opensOnCountChange, SHOW_CART_FLAG } from './cart-opening';

export type CartSectionName = 'register' | 'renew' | 'rgp';
export const CART_SECTIONS: readonly CartSectionName[] = ['register', 'renew', 'rgp'];

/** A domain of a section with its mailboxes. */
export interface CartDomainEntry {
  domain: CartItem;
  mailboxes: CartItem[];
}

/**
 * The items of a section as the views show them: each domain with its mailboxes, the mailboxes for
 * names the customer owns already (no domain item: `standalone`, decision 043), then the coupon.
 */
export function groupItems(section: SectionCart): { domains: CartDomainEntry[]; standalone: CartItem[]; coupon: CartItem | null } {
  const items = Object.values(section.items);
  // A transfer in is shown like a domain (its description says "Domain transfer"), without add-ons.
  const domains = items
    .filter((item) => item.type === 'Domain' || item.type === 'Transfer')
    .map((domain) => ({ domain, mailboxes: items.filter((item) => item.type === 'Mailbox' && item.parent_id === domain.id) }));
  const standalone = items.filter((item) => item.type === 'Mailbox' && !item.parent_id);
  return { domains, standalone, coupon: items.find((item) => item.type === 'Coupon') ?? null };
}

/** The page each section's checkout button leads to (spec §2.1): the register checkout is CartOverview. */
export function sectionCheckoutHref(section: CartSectionName): string {
  if (section === 'register') return paths.cartOverview.getHref();
  if (section === 'renew') return paths.domainRenewOverview.getHref();
  return paths.domainRgpOverview.getHref();
}

/** Spec §4: on the search routes a removal changes the cart here only; elsewhere the server's answer replaces it. */
export function removesLocally(route: RouteName): boolean {
  return route === 'searchDomain' || route === 'searchDomainTerm';
}

/** The carts with a domain (and its mailboxes) taken out of the register section, totals kept until the next read. */
export function withoutDomain(carts: AllCarts, domain: string): AllCarts {
  const items = Object.fromEntries(
    Object.entries(carts.register.items).filter(([, item]) => item.type === 'Coupon' || item.domain !== domain),
  );
  const mark = (list: RegisterCart['suggestions']['bundles']) =>
    list.map((entry) => (entry.suggested_name === domain ? { ...entry, in_cart: false } : entry));
  return {
    ...carts,
    register: {
      ...carts.register,
      items,
      count: Object.values(items).filter((item) => item.type === 'Domain' || item.type === 'Transfer').length,
      suggestions: { bundles: mark(carts.register.suggestions.bundles), promos: mark(carts.register.suggestions.promos) },
    },
  };
}

/** Mailbox levels (docs/decisions/018): 1 Mailbox, 2 Mailbox Pro. */
export const MAILBOX_LEVELS = [1, 2] as const;

/**
 * A mailbox local part as the server takes it (common/api/cart.contract.ts, spec §5): 1-64
 * letters, digits and - + . _ = &, no dot at either end or twice; lower-cased. Null when invalid.
 * (Checked here without zod, which the cart's chunks do not load.)
 */
export function mailboxName(input: string): string | null {
  const name = input.trim().toLowerCase();
  if (name.length < 1 || name.length > 64 || !/^[a-z0-9\-+._=&]+$/.test(name)) return null;
  if (name.startsWith('.') || name.endsWith('.') || name.includes('..')) return null;
  return name;
}

/** A coupon code as the server compares it (3-32 letters, digits, hyphens, upper case), or null. */
export function couponCode(input: string): string | null {
  const code = input.trim().toUpperCase();
  return /^[A-Z0-9-]{3,32}$/.test(code) ? code : null;
}
