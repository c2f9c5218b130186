import { describe, expect, it } from 'vitest';
import { formatPrice } from './format-price';

const rates = { EUR: 1, USD: 1.08, GBP: 0.85 };

describe('formatPrice', () => {
  it('formats in the UI language', () => {
    expect(formatPrice({ amount: 123450, currency: 'EUR' }, { language: 'en', currency: 'EUR', rates })).toBe('€1,234.50');
    expect(formatPrice({ amount: 123450, currency: 'EUR' }, { language: 'de', currency: 'EUR', rates })).toBe('1.234,50\u00a0€');
  });

  it('converts to the chosen currency', () => {
    expect(formatPrice({ amount: 1000, currency: 'EUR' }, { language: 'en', currency: 'USD', rates })).toBe('$10.80');
    expect(formatPrice({ amount: 1000, currency: 'EUR' }, { language: 'de', currency: 'GBP', rates })).toBe('8,50\u00a0£');
  });

  it('keeps the original currency while the exchange rates are unknown', () => {
    expect(formatPrice({ amount: 999, currency: 'EUR' }, { language: 'en', currency: 'USD', rates: undefined })).toBe('€9.99');
  });
});
