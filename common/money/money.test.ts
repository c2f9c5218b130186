import { describe, expect, it } from 'vitest';
import { convert, discountPercent, formatMoney, formatVatRate, lineIn, linesIn, vatOf } from './money';

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

describe('lineIn and linesIn: converted figures of the cart, the quote and its display', () => {
  const rates = { EUR: 1, USD: 1.082, GBP: 0.846 };

  it('keeps euro amounts as they are and adds the VAT of the net', () => {
    expect(lineIn({ amount: 799, currency: 'EUR' }, 'EUR', 0.19, rates)).toEqual({ net: 799, vat: 152, gross: 951 });
  });

  it('converts the net and taxes the converted net, not the converted gross (GBP)', () => {
    // A .com at 7.99 EUR net for a German customer shown in pounds: £6.76 + £1.28 = £8.04.
    // Converting the euro VAT (1.52) and gross (9.51) would show £1.29 and £8.05.
    expect(lineIn({ amount: 799, currency: 'EUR' }, 'GBP', 0.19, rates)).toEqual({ net: 676, vat: 128, gross: 804 });
    expect(convert({ amount: 951, currency: 'EUR' }, 'GBP', rates).amount).toBe(805);
    expect(lineIn({ amount: 793, currency: 'EUR' }, 'GBP', 0.19, rates)).toEqual({ net: 671, vat: 127, gross: 798 });
    expect(convert({ amount: 793 + vatOf(793, 0.19), currency: 'EUR' }, 'GBP', rates).amount).toBe(799);
  });

  it('converts the net and taxes the converted net (USD)', () => {
    expect(lineIn({ amount: 791, currency: 'EUR' }, 'USD', 0.19, rates)).toEqual({ net: 856, vat: 163, gross: 1019 });
    expect(convert({ amount: 791 + vatOf(791, 0.19), currency: 'EUR' }, 'USD', rates).amount).toBe(1018);
  });

  it('adds no VAT at a rate of 0 (reverse charge, countries without VAT)', () => {
    expect(lineIn({ amount: 799, currency: 'EUR' }, 'USD', 0, rates)).toEqual({ net: 865, vat: 0, gross: 865 });
  });

  it('sums the lines for the totals instead of converting or taxing a total', () => {
    const nets = [799, 793, -100].map((amount) => ({ amount, currency: 'EUR' as const }));
    const gbp = linesIn(nets, 'GBP', 0.19, rates);
    expect(gbp.lines).toEqual([
      { net: 676, vat: 128, gross: 804 },
      { net: 671, vat: 127, gross: 798 },
      { net: -85, vat: -16, gross: -101 },
    ]);
    expect(gbp).toMatchObject({ net: 1262, vat: 239, gross: 1501 });
    const eur = linesIn(nets, 'EUR', 0.19, rates);
    expect(eur).toMatchObject({ net: 1492, vat: 152 + 151 - 19, gross: 1492 + 284 });
    const usd = linesIn(nets, 'USD', 0.19, rates);
    expect(usd.gross).toBe(usd.lines.reduce((sum, line) => sum + line.gross, 0));
  });

  it('leaves the figures of a quote alone when it is shown in its own currency', () => {
    // The checkout quote in USD was made with lineIn from euro nets; its lines shown in USD stay the same.
    const quoteLines = [791, 799].map((amount) => lineIn({ amount, currency: 'EUR' }, 'USD', 0.19, rates));
    const shown = linesIn(
      quoteLines.map((line) => ({ amount: line.net, currency: 'USD' as const })),
      'USD',
      0.19,
      rates,
    );
    expect(shown.lines).toEqual(quoteLines);
  });
});
