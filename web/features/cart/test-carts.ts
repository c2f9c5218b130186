import type { AllCarts, CartItem, RegisterCart, SectionCart } from '@common/api/cart.contract';
import type { PriceView } from '@common/money/price-view';

const euro = (cents: number) => `€${(cents / 100).toFixed(2)}`;
export const price = (net: number): PriceView => {
  const vat = Math.round(net * 0.19);
  return { total: net + vat, retail: net, vat, display_total: euro(net + vat), currency: 'EUR' };
};

export function domainItem(id: number, domain: string, overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: String(id),
    type: 'Domain',
    name: 'Domain registration',
    domain,
    domain_utf8: domain,
    period: 1,
    premium: false,
    description: `Domain registration ${domain}, 1 year`,
    totalPrice: price(1000),
    period_options: [1, 2, 3],
    privacy_level: 0,
    privacy_available: true,
    privacy_price: price(390),
    mailbox_available: true,
    ...overrides,
  };
}

export function mailboxItem(id: number, parent: CartItem, name: string, level = 1): CartItem {
  return {
    id: String(id),
    type: 'Mailbox',
    name: 'Mailbox',
    domain: parent.domain,
    domain_utf8: parent.domain_utf8,
    period: 1,
    premium: false,
    description: `${level === 2 ? 'Mailbox Pro' : 'Mailbox'} ${name}@${parent.domain_utf8}, 1 year`,
    totalPrice: price(level === 2 ? 2490 : 990),
    parent_id: parent.id,
    mailbox_name: name,
    mailbox_level: level,
  };
}

export function section(items: CartItem[]): SectionCart {
  const total = items.reduce((sum, item) => sum + item.totalPrice.total, 0);
  const vat = items.reduce((sum, item) => sum + item.totalPrice.vat, 0);
  return {
    items: Object.fromEntries(items.map((item) => [item.id, item])),
    count: items.filter((item) => item.type === 'Domain').length,
    total: { total, vat_value: vat, vat_rate: 0.19, currency: 'EUR', display_total: euro(total), display_vat: euro(vat) },
  };
}

export function registerCart(items: CartItem[]): RegisterCart {
  return { ...section(items), suggestions: { bundles: [], promos: [] } };
}

export function allCarts(register: CartItem[], renew: CartItem[] = [], rgp: CartItem[] = []): AllCarts {
  return { register: registerCart(register), renew: section(renew), rgp: section(rgp) };
}
