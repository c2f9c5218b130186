import { describe, expect, it } from 'vitest';
import { newestTlds } from './latest-tlds';
import { searchTermFor } from './tld-search';

describe('TLD landing search', () => {
  it('appends the TLD to a name', () => {
    expect(searchTermFor(' my-name ', 'com')).toBe('my-name.com');
    expect(searchTermFor('my-name.', '.de')).toBe('my-name.de');
    expect(searchTermFor('пример', 'рф')).toBe('пример.рф');
    expect(searchTermFor('my-name.net', 'com')).toBe('my-name.net');
    expect(searchTermFor('   ', 'com')).toBe('');
  });
});

describe('newest TLDs', () => {
  it('keeps the 10 newest, newest first', () => {
    const tlds = Array.from({ length: 14 }, (_, index) => ({ tld: `t${index}`, launched_on: `20${10 + index}-01-01` }));
    const newest = newestTlds(tlds);
    expect(newest).toHaveLength(10);
    expect(newest[0].tld).toBe('t13');
    expect(newest[9].tld).toBe('t4');
  });
});
