export const CURRENCIES = ['EUR', 'USD', 'GBP'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Billing happens in these currencies only; GBP is a display currency (spec §1, §9). */
export const BILLING_CURRENCIES = ['EUR', 'USD'] as const satisfies readonly Currency[];

export const CURRENCY_SYMBOLS: Record<Currency, string> = { EUR: '€', USD: '$', GBP: '£' };

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}
