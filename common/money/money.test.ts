import { describe, expect, it } from 'vitest';
import { convert, discountPercent, formatMoney, formatVatRate, vatOf } from './money';

describe('formatMoney', () => {
  it('puts the symbol before the amount in English', () => {
    expect(formatMoney({ amount: 123450, currency: 'EUR' }, 'en')).toBe('€1,234.50');
    expect(formatMoney({ amount: 999, currency: 'USD' }, 'en')).toBe('$9.99');
    expect(formatMoney({ amount: 5, currency: 'GBP' }, 'en')).toBe('£0.05');
  });

  it('puts the symbol after the amount in German', () => {
    expect(formatMoney({ amount: 123450, currency: 'EUR' }, 'de')).toBe('1.234,50\u00a0€');
    expect(formatMoney({ amount: 999, currency: 'USD' }, 'de')).toBe('9,99\u00a0$');
  });

  it('shows negative amounts with a sign', () => {
    expect(formatMoney({ amount: -250, currency: 'EUR' }, 'en')).toBe('-€2.50');
  });
});

describe('convert', () => {
  const rates = { EUR: 1, USD: 1.08, GBP: 0.85 };
  it('converts through the euro and rounds to the cent', () => {
    expect(convert({ amount: 1000, currency: 'EUR' }, 'USD', rates)).toEqual({ amount: 1080, currency: 'USD' });
    expect(convert({ amount: 1080, currency: 'USD' }, 'GBP', rates)).toEqual({ amount: 850, currency: 'GBP' });
    expect(convert({ amount: 1, currency: 'EUR' }, 'GBP', rates)).toEqual({ amount: 1, currency: 'GBP' });
  });
});

describe('VAT and discounts', () => {
  it('rounds VAT half up to the cent', () => {
    expect(vatOf(1050, 0.19)).toBe(200); // 199.5 -> 200
    expect(vatOf(1000, 0)).toBe(0);
  });
  it('shows the discount rounded from retail against price', () => {
    expect(discountPercent(1999, 499)).toBe(75);
    expect(discountPercent(1000, 1000)).toBe(0);
  });
  it('formats VAT rates as a percentage', () => {
    expect(formatVatRate(0.19, 'en')).toBe('19%');
    expect(formatVatRate(0.255, 'de')).toBe('25,5 %');
  });
});
