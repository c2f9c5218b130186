import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@common/errors/error-codes';
import { parseSearchTerm } from './search-term';

const known = (tld: string) => ['com', 'de', 'net', 'xn--p1ai'].includes(tld);

describe('parseSearchTerm', () => {
  it('takes a label alone', () => {
    expect(parseSearchTerm('  MyShop ', undefined, known)).toEqual({
      ok: true,
      term: 'MyShop',
      sld: { ascii: 'myshop', unicode: 'myshop' },
      tld: null,
      language: null,
    });
  });

  it('takes a name with a TLD, and pasted addresses', () => {
    expect(parseSearchTerm('https://www.Example.com/shop?x=1', undefined, known)).toMatchObject({
      ok: true,
      sld: { ascii: 'example' },
      tld: 'com',
    });
    expect(parseSearchTerm('blog.example.de', undefined, known)).toMatchObject({ ok: true, sld: { ascii: 'example' }, tld: 'de' });
  });

  it('needs an IDN language for non-ASCII labels and checks it', () => {
    expect(parseSearchTerm('bücher', undefined, known)).toEqual({ ok: false, code: ErrorCode.IdnLanguageRequired });
    expect(parseSearchTerm('bücher', 'ru', known)).toEqual({ ok: false, code: ErrorCode.IdnLanguageMismatch });
    expect(parseSearchTerm('bücher.de', 'de', known)).toMatchObject({
      ok: true,
      sld: { ascii: 'xn--bcher-kva', unicode: 'bücher' },
      tld: 'de',
      language: 'de',
    });
    expect(parseSearchTerm('xn--bcher-kva', 'de', known)).toMatchObject({ ok: true, sld: { unicode: 'bücher' } });
    expect(parseSearchTerm('пример.рф', 'ru', known)).toMatchObject({ ok: true, tld: 'xn--p1ai' });
  });

  it.each([
    ['a'.repeat(81), ErrorCode.TermTooLong],
    ['-shop', ErrorCode.InvalidDomainName],
    ['shop--x', ErrorCode.InvalidDomainName],
    ['sh op', ErrorCode.InvalidDomainName],
    ['shop.unknowntld', ErrorCode.UnknownTld],
    ['pаypal', ErrorCode.MixedScripts],
    ['https://', ErrorCode.InvalidDomainName],
    ['<script>', ErrorCode.InvalidDomainName],
  ])('refuses %j with %i', (term, code) => {
    expect(parseSearchTerm(term, 'de', known)).toEqual({ ok: false, code });
  });
});
