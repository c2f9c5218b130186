import { describe, expect, it } from 'vitest';
import { cartMessages } from './cart-messages';

describe('cart messages', () => {
  it('has every message in English and German, translated and not empty, singular and plural', () => {
    const en = cartMessages('en');
    const de = cartMessages('de');
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    expect([en.years(1), en.years(2)]).toEqual(['1 year', '2 years']);
    expect([de.years(1), de.years(2)]).toEqual(['1 Jahr', '2 Jahre']);
  });
});
