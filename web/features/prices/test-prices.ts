import type { PriceList, PriceListEntry, TldPrice } from '@common/api/price.contract';

export const view = (total: number): TldPrice => ({
  total,
  retail: Math.round(total / 1.19),
  vat: total - Math.round(total / 1.19),
  display_total: `€${(total / 100).toFixed(2)}`,
  currency: 'EUR',
});

export const promoted = (total: number, standard: number, percent: number): TldPrice => ({
  ...view(total),
  promotion: true,
  standard: view(standard),
  promotion_details: { ends_at: '2026-12-11T23:59:59.000Z', discount_percent: percent, text: 'A promotion' },
});

export function entry(tld: string, overrides: Partial<PriceListEntry> = {}): PriceListEntry {
  return {
    tld,
    tld_utf8: tld,
    categories: ['generic'],
    privacy: true,
    mailbox: true,
    dnssec: true,
    registration: view(1416),
    renewal: view(1654),
    transfer: view(1416),
    rgp: view(9401),
    ...overrides,
  };
}

export function priceList(prices: PriceListEntry[], overrides: Partial<PriceList> = {}): PriceList {
  return {
    prices,
    promos: [],
    other_services: [
      { id: 'privacy', name: 'WHOIS privacy', description: 'Our proxy contact.', period: 'year', price: view(464) },
      { id: 'dns', name: 'DNS hosting', description: 'Anycast name servers.', period: 'year', price: view(0) },
    ],
    vat_id: 'DE123456789',
    vat_rate: 0.19,
    business_customer: false,
    ...overrides,
  };
}
