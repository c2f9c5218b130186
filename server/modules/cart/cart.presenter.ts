import type { CartItem, CartSuggestion, CartTotals, RegisterCart, SectionCart } from '@common/api/cart.contract';
import { toDisplayName } from '@common/domain/domain-name';
import type { Language } from '@common/i18n/languages';
import { formatMoney } from '@common/money/money';
import { priceView, type PriceContext } from '@common/money/price-view';
import type { CartItemRow } from '../../db/schema/index';

const ITEM_NAMES: Record<Language, Record<'register' | 'renew' | 'rgp', string>> = {
  en: { register: 'Domain registration', renew: 'Domain renewal', rgp: 'Domain restore' },
  de: { register: 'Domainregistrierung', renew: 'Domainverlängerung', rgp: 'Domainwiederherstellung' },
};

/** The net price of an item for its whole period in euro cents, or undefined when its TLD is no longer on sale. */
export type ItemPrice = (item: CartItemRow) => number | undefined;

export function presentItem(item: CartItemRow, netTotal: number, context: PriceContext): CartItem {
  return {
    id: String(item.id),
    type: item.type,
    name: ITEM_NAMES[context.language][item.section],
    domain: item.domain,
    domain_utf8: toDisplayName(item.domain),
    period: item.periodYears,
    premium: item.premium,
    totalPrice: priceView(netTotal, context),
  };
}

function totals(items: CartItem[], context: PriceContext): CartTotals {
  const total = items.reduce((sum, item) => sum + item.totalPrice.total, 0);
  const vat = items.reduce((sum, item) => sum + item.totalPrice.vat, 0);
  return {
    total,
    vat_value: vat,
    vat_rate: context.vatRate,
    currency: context.currency,
    display_total: formatMoney({ amount: total, currency: context.currency }, context.language),
    display_vat: formatMoney({ amount: vat, currency: context.currency }, context.language),
  };
}

export function presentSection(rows: CartItemRow[], price: ItemPrice, context: PriceContext): SectionCart {
  const items: CartItem[] = [];
  for (const row of rows) {
    const net = price(row);
    // A TLD taken off sale leaves the cart's totals; checkout refuses the item.
    if (net !== undefined) items.push(presentItem(row, net, context));
  }
  return { items: Object.fromEntries(items.map((item) => [item.id, item])), count: items.length, total: totals(items, context) };
}

export function presentRegisterCart(section: SectionCart, suggestions: { bundles: CartSuggestion[]; promos: CartSuggestion[] }): RegisterCart {
  return { ...section, suggestions };
}
