import type { Promo } from '@common/api/price.contract';

const view = (total: number) => ({
  total,
  retail: Math.round(total / 1.19),
  vat: total - Math.round(total / 1.19),
  display_total: `€${(total / 100).toFixed(2)}`,
  currency: 'EUR' as const,
});

/** A running promotion as GET /price/promos answers it. */
export function promotion(id: number, tld: string, overrides: Partial<Promo> = {}): Promo {
  return {
    id,
    tld,
    tld_utf8: tld,
    logo_path: null,
    promo_type: 'registration',
    frontpage: true,
    promo_data: {
      price: view(951),
      retail_price: view(1416),
      regular_price: view(1654),
      discount_percent: 33,
      start_date: { date: '2026-11-10T00:00:00.000Z' },
      end_date: { date: '2026-12-11T23:59:59.000Z' },
      text: `Promotion of .${tld}`,
    },
    ...overrides,
  };
}
