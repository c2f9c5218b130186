import { describe, expect, it } from 'vitest';
import { priceView } from './price-view';

const rates = { EUR: 1, USD: 1.082, GBP: 0.846 };

describe('priceView', () => {
  it('adds the VAT of the home country in euro', () => {
    expect(priceView(1190, { language: 'de', currency: 'EUR', vatRate: 0.19, rates })).toEqual({
      total: 1416,
      retail: 1190,
      vat: 226,
      display_total: '14,16\u00a0€',
      currency: 'EUR',
    });
  });

  it('converts before adding VAT, so the net amount is exact in the display currency', () => {
    expect(priceView(1190, { language: 'en', currency: 'USD', vatRate: 0, rates })).toEqual({
      total: 1288,
      retail: 1288,
      vat: 0,
      display_total: '$12.88',
      currency: 'USD',
    });
    expect(priceView(1000, { language: 'en', currency: 'GBP', vatRate: 0.2, rates })).toMatchObject({
      retail: 846,
      vat: 169,
      total: 1015,
      display_total: '£10.15',
    });
  });
});
