import { describe, expect, it } from 'vitest';
import { priceMessages } from './price-messages';

describe('price messages', () => {
  it('has every message in English and German, translated and not empty', () => {
    const limits = { gb: 5, aliases: 10, appPasswords: 3, mb: 25 };
    const en = priceMessages('en');
    const de = priceMessages('de');
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    expect(en.mailboxDescription(limits)).toContain('5 GB');
    expect(de.mailboxDescription(limits)).toContain('5-GB');
    expect(de.mailboxDescription(limits)).not.toBe(en.mailboxDescription(limits));
  });
});
