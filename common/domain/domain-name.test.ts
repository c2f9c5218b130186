import { describe, expect, it } from 'vitest';
import { parseDomainName, parseLabel, toDisplayName } from './domain-name';

describe('parseDomainName', () => {
  it('lower-cases and keeps ASCII names', () => {
    expect(parseDomainName(' Example.COM ')).toMatchObject({
      ok: true,
      ascii: 'example.com',
      unicode: 'example.com',
      tld: 'com',
      sld: 'example',
    });
  });

  it('turns U-labels into A-labels, non-transitionally (ß stays ß)', () => {
    expect(parseDomainName('Bücher.de')).toMatchObject({ ok: true, ascii: 'xn--bcher-kva.de', unicode: 'bücher.de' });
    expect(parseDomainName('straße.de')).toMatchObject({ ok: true, ascii: 'xn--strae-oqa.de', unicode: 'straße.de' });
    expect(parseDomainName('пример.рф')).toMatchObject({ ok: true, ascii: 'xn--e1afmkfd.xn--p1ai', tld: 'xn--p1ai' });
  });

  it('accepts A-labels and shows them as U-labels', () => {
    expect(parseDomainName('xn--bcher-kva.de')).toMatchObject({ ok: true, unicode: 'bücher.de' });
    expect(toDisplayName('xn--e1afmkfd.xn--p1ai')).toBe('пример.рф');
  });

  it('drops a trailing root dot', () => {
    expect(parseDomainName('example.com.')).toMatchObject({ ok: true, ascii: 'example.com' });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['example', 'invalid'],
    ['-example.com', 'invalid'],
    ['example-.com', 'invalid'],
    ['ex--ample.com', 'invalid'],
    ['example--shop.com', 'invalid'],
    ['exa mple.com', 'invalid'],
    ['exa_mple.com', 'invalid'],
    ['a..com', 'invalid'],
    ['xn--zz.com', 'invalid'],
    ['a'.repeat(64) + '.com', 'invalid'],
    ['a'.repeat(260) + '.com', 'too-long'],
    ['pаypal.com', 'mixed-scripts'],
  ])('refuses %j as %s', (input, problem) => {
    expect(parseDomainName(input)).toEqual({ ok: false, problem });
  });

  it('allows the script mixes of Japanese', () => {
    expect(parseDomainName('日本のドメイン.com').ok).toBe(true);
  });
});

describe('parseLabel', () => {
  it('parses a label without TLD', () => {
    expect(parseLabel('Bücher')).toEqual({ ascii: 'xn--bcher-kva', unicode: 'bücher' });
    expect(parseLabel('my-shop')).toEqual({ ascii: 'my-shop', unicode: 'my-shop' });
    expect(parseLabel('a.b')).toBeNull();
    expect(parseLabel('-x')).toBeNull();
  });
});
