import { describe, expect, it } from 'vitest';
import { spinName } from './name-spinner';

const offered = new Set(['com', 'de', 'net', 'org', 'shop', 'store', 'online', 'cloud', 'eu']);
const options = { language: 'en' as const, mainTlds: ['com', 'de', 'net', 'eu'], offeredTlds: offered, ascii: true };

describe('spinName', () => {
  it('puts matching TLDs first: bestshop → best.shop, bestshop.store', () => {
    const names = spinName('bestshop', options).map((spun) => `${spun.label}.${spun.tld}`);
    expect(names.slice(0, 4)).toEqual(['best.shop', 'best.store', 'bestshop.shop', 'bestshop.store']);
  });

  it('replaces words with related ones inside compounds', () => {
    const names = spinName('bestshop', options).map((spun) => `${spun.label}.${spun.tld}`);
    expect(names).toContain('beststore.com');
    expect(names).toContain('bestmarket.de');
  });

  it('adds prefixes, suffixes and a hyphenated form, all valid labels', () => {
    const spun = spinName('bestshop', options);
    expect(spun.map((s) => `${s.label}.${s.tld}`)).toEqual(
      expect.arrayContaining(['mybestshop.com', 'bestshoponline.com', 'best-shop.com']),
    );
    expect(spun.every((s) => /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/.test(s.label) && s.label.length <= 63)).toBe(true);
    expect(new Set(spun.map((s) => `${s.label}.${s.tld}`)).size).toBe(spun.length);
  });

  it('uses German prefixes for German visitors', () => {
    const names = spinName('garten', { ...options, language: 'de' }).map((spun) => spun.label);
    expect(names).toContain('meingarten');
  });

  it('offers only other TLDs for IDN labels', () => {
    const spun = spinName('bücher', { ...options, ascii: false });
    expect(spun.every((s) => s.label === 'bücher' && s.kind === 'tld')).toBe(true);
  });

  it('never offers TLDs that are not on sale', () => {
    expect(spinName('mynews', options).some((s) => s.tld === 'news')).toBe(false);
  });
});
