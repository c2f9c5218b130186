import { describe, expect, it } from 'vitest';
import { formatMoney } from '@common/money/money';
import { describePrice, filterPrices, formatEndDate, hasPromotion, normalizeTldQuery, vatNote } from './price-rules';
import { entry, promoted, view } from './test-prices';

const en = (amount: { amount: number; currency: 'EUR' | 'USD' | 'GBP' }) => formatMoney(amount, 'en');
const de = (amount: { amount: number; currency: 'EUR' | 'USD' | 'GBP' }) => formatMoney(amount, 'de');

describe('price rules', () => {
  it('describes a plain price, a free one and a promotion', () => {
    expect(describePrice(view(1416), en)).toEqual({ current: '€14.16', free: false, promotion: null });
    expect(describePrice(view(1416), de).current).toBe('14,16\u00a0€');
    expect(describePrice(view(0), en)).toMatchObject({ current: '€0.00', free: true });
    expect(describePrice(promoted(951, 1416, 33), en)).toEqual({
      current: '€9.51',
      free: false,
      promotion: { standard: '€14.16', discountPercent: 33, endsAt: '2026-12-11T23:59:59.000Z', text: 'A promotion' },
    });
    expect(describePrice({ ...view(2000), currency: 'USD' }, en).current).toBe('$20.00');
    expect(describePrice({ ...view(2000), currency: 'GBP' }, de).current).toBe('20,00\u00a0£');
  });

  it('writes the VAT note from the rate and the home country', () => {
    expect(vatNote(0.19, 'DE', 'en')).toEqual({ key: 'prices.vat.included', values: { rate: '19%', country: 'Germany' } });
    expect(vatNote(0.19, 'DE', 'de')).toEqual({ key: 'prices.vat.included', values: { rate: '19 %', country: 'Deutschland' } });
    expect(vatNote(0.2, 'AT', 'de').values).toEqual({ rate: '20 %', country: 'Österreich' });
    expect(vatNote(0.255, 'FI', 'en').values).toEqual({ rate: '25.5%', country: 'Finland' });
    expect(vatNote(0, 'CH', 'en')).toEqual({ key: 'prices.vat.none', values: { country: 'Switzerland' } });
  });

  it('finds promotions of any kind', () => {
    expect(hasPromotion(entry('com'))).toBe(false);
    expect(hasPromotion(entry('com', { registration: promoted(951, 1416, 33) }))).toBe(true);
    expect(hasPromotion(entry('net', { transfer: promoted(890, 1190, 25) }))).toBe(true);
    expect(hasPromotion(entry('info', { renewal: promoted(1490, 1990, 25) }))).toBe(true);
  });

  it('filters by search text, category and promotions', () => {
    const list = [
      entry('com', { registration: promoted(951, 1416, 33) }),
      entry('de', { categories: ['popular', 'europe'] }),
      entry('xn--p1ai', { tld_utf8: 'рф', categories: ['idn'] }),
      entry('dev', { categories: ['tech'] }),
    ];
    const tlds = (filter: Parameters<typeof filterPrices>[1]) => filterPrices(list, filter).map((item) => item.tld);
    expect(tlds({ query: '', category: null, promotionsOnly: false })).toEqual(['com', 'de', 'xn--p1ai', 'dev']);
    expect(tlds({ query: ' .DE ', category: null, promotionsOnly: false })).toEqual(['de', 'dev']);
    expect(tlds({ query: 'рф', category: null, promotionsOnly: false })).toEqual(['xn--p1ai']);
    expect(tlds({ query: '', category: 'europe', promotionsOnly: false })).toEqual(['de']);
    expect(tlds({ query: '', category: null, promotionsOnly: true })).toEqual(['com']);
    expect(tlds({ query: 'de', category: null, promotionsOnly: true })).toEqual([]);
    expect(normalizeTldQuery('..Com ')).toBe('com');
  });

  it('gives the last day of a promotion as the shop set it (UTC)', () => {
    expect(formatEndDate('2026-12-11T23:59:59.000Z', 'en')).toBe('Dec 11, 2026');
    expect(formatEndDate('2026-12-11T23:59:59.000Z', 'de')).toBe('11.12.2026');
  });
});
