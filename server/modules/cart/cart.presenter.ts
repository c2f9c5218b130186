import type { CartItem, CartSuggestion, CartTotals, CouponProblemCode, RegisterCart, SectionCart } from '@common/api/cart.contract';
import { toDisplayName } from '@common/domain/domain-name';
import type { Language } from '@common/i18n/languages';
import { formatMoney, linesIn } from '@common/money/money';
import { priceView, type PriceContext } from '@common/money/price-view';
import type { CatalogTld } from '../price/price.service';
import { PRIVACY_NET, type PricedLine } from './cart-pricing';

const ITEM_NAMES: Record<Language, Record<'register' | 'renew' | 'rgp', string>> = {
  en: { register: 'Domain registration', renew: 'Domain renewal', rgp: 'Domain restore' },
  de: { register: 'Domainregistrierung', renew: 'Domainverlängerung', rgp: 'Domainwiederherstellung' },
};
const ADD_ON_NAMES: Record<Language, Record<'Mailbox' | 'Coupon' | 'Transfer' | 'Privacy', string>> = {
  en: { Mailbox: 'Mailbox', Coupon: 'Coupon', Transfer: 'Domain transfer', Privacy: 'WHOIS privacy' },
  de: { Mailbox: 'Postfach', Coupon: 'Gutschein', Transfer: 'Domaintransfer', Privacy: 'WHOIS-Datenschutz' },
};
const COUPON_PROBLEMS: Record<Language, Record<CouponProblemCode, string>> = {
  en: {
    unknown: 'This coupon does not exist any more.',
    not_started: 'This coupon is not valid yet.',
    expired: 'This coupon has expired.',
    exhausted: 'This coupon has been used up.',
    user_limit: 'You have used this coupon as often as allowed.',
    min_order: 'The order does not reach the minimum amount of this coupon yet.',
    no_items: 'The cart has nothing this coupon applies to.',
  },
  de: {
    unknown: 'Diesen Gutschein gibt es nicht mehr.',
    not_started: 'Dieser Gutschein gilt noch nicht.',
    expired: 'Dieser Gutschein ist abgelaufen.',
    exhausted: 'Dieser Gutschein ist aufgebraucht.',
    user_limit: 'Sie haben diesen Gutschein so oft eingelöst wie erlaubt.',
    min_order: 'Die Bestellung erreicht den Mindestbestellwert dieses Gutscheins noch nicht.',
    no_items: 'Im Warenkorb ist nichts, wofür dieser Gutschein gilt.',
  },
};

/** What the presenter needs to know besides the prices: a TLD's services, and the periods a domain item may have. */
export interface TldFacts {
  tld(tld: string): CatalogTld | undefined;
  /** The periods this name's item may choose: a registration the TLD's; a renewal only those that keep its expiry within ten years. */
  periods(domain: string): number[];
}

const tldOf = (domain: string) => domain.slice(domain.lastIndexOf('.') + 1);

export function presentItem(line: PricedLine, context: PriceContext, facts: TldFacts): CartItem {
  const { row } = line;
  const item: CartItem = {
    id: String(row.id),
    type: row.type,
    name: row.type === 'Domain' ? ITEM_NAMES[context.language][row.section] : ADD_ON_NAMES[context.language][row.type],
    domain: row.domain,
    domain_utf8: toDisplayName(row.domain),
    period: line.periodYears ?? row.periodYears,
    premium: row.premium,
    description: line.description[context.language],
    totalPrice: priceView(line.net, context),
  };
  if (row.type === 'Domain') {
    const tld = facts.tld(tldOf(row.domain));
    item.period_options = facts.periods(row.domain);
    item.privacy_level = row.privacyLevel;
    item.privacy_available = Boolean(tld?.privacy);
    item.privacy_price = priceView(PRIVACY_NET, context);
    item.mailbox_available = Boolean(tld?.mailbox);
  } else if (row.type === 'Transfer') {
    // A transfer adds one year; its auth code never leaves the server.
    item.period_options = [1];
  } else if (row.type === 'Privacy') {
    item.service_until = row.serviceUntil?.toISOString();
  } else if (row.type === 'Mailbox') {
    item.mailbox_name = row.name;
    item.mailbox_level = row.level ?? 1;
  } else {
    item.coupon = {
      code: row.name,
      problem: line.couponProblem,
      message: line.couponProblem ? COUPON_PROBLEMS[context.language][line.couponProblem] : null,
    };
  }
  return item;
}

/** The section's totals: the sums of its lines as `priceView` shows them (common/money `linesIn`, as the checkout's display). */
function totals(lines: PricedLine[], context: PriceContext): CartTotals {
  const sums = linesIn(
    lines.map((line) => ({ amount: line.net, currency: 'EUR' as const })),
    context.currency,
    context.vatRate,
    context.rates,
  );
  return {
    total: sums.gross,
    vat_value: sums.vat,
    vat_rate: context.vatRate,
    currency: context.currency,
    display_total: formatMoney({ amount: sums.gross, currency: context.currency }, context.language),
    display_vat: formatMoney({ amount: sums.vat, currency: context.currency }, context.language),
  };
}

/**
 * A section of priced lines; `count` counts the domains, WHOIS privacy and mailboxes bought on
 * their own for a name owned already (what the badge shows), the items hold add-ons and coupons too.
 */
export function presentSection(lines: PricedLine[], context: PriceContext, facts: TldFacts): SectionCart {
  const items = lines.map((line) => presentItem(line, context, facts));
  const byDomain = new Map(items.filter((item) => item.type === 'Domain').map((item) => [item.domain, item.id]));
  for (const item of items) if (item.type === 'Mailbox') item.parent_id = byDomain.get(item.domain);
  return {
    items: Object.fromEntries(items.map((item) => [item.id, item])),
    count: items.filter(
      (item) =>
        item.type === 'Domain' || item.type === 'Transfer' || item.type === 'Privacy' || (item.type === 'Mailbox' && !item.parent_id),
    ).length,
    total: totals(lines, context),
  };
}

export function presentRegisterCart(
  section: SectionCart,
  suggestions: { bundles: CartSuggestion[]; promos: CartSuggestion[] },
): RegisterCart {
  return { ...section, suggestions };
}
