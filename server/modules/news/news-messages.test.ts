import { describe, expect, it } from 'vitest';
import { newsMessages, type NewsMessages } from './news-messages';

const texts = (messages: NewsMessages): Record<string, string> =>
  Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, (message as (shopName: string) => string)('Example Shop')]));

describe('news messages', () => {
  it('has every message in English and German, translated, not empty and naming the shop', () => {
    const en = texts(newsMessages('en'));
    const de = texts(newsMessages('de'));
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en)) {
      expect(en[key].trim(), key).not.toBe('');
      expect(de[key], key).not.toBe(en[key]);
      expect(en[key], key).toContain('Example Shop');
      expect(de[key], key).toContain('Example Shop');
    }
  });
});
