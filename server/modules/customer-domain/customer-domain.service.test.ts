import { describe, expect, it } from 'vitest';
import { domainPatternSchema } from '@common/api/customer-domain.contract';
import { patternToLike } from './customer-domain.service';

describe('search patterns', () => {
  it('match anywhere without a *, the whole name with one', () => {
    expect(patternToLike('shop')).toBe('%shop%');
    expect(patternToLike('shop*.de')).toBe('shop%.de');
    expect(patternToLike('*.de')).toBe('%.de');
    expect(patternToLike('a**b')).toBe('a%b');
  });

  it('compare in lower case and NFC, so Bücher typed either way finds bücher', () => {
    expect(patternToLike('BÜCHER')).toBe('%bücher%');
    expect(patternToLike('Bu\u0308cher')).toBe('%bücher%');
  });

  it("escape LIKE's own characters, which the syntax refuses anyway", () => {
    expect(patternToLike('a_b%c\\d')).toBe('%a\\_b\\%c\\\\d%');
    for (const bad of ['a_b', '50%', "x' or 1=1", 'a b', '', 'x'.repeat(81)])
      expect(domainPatternSchema.safeParse(bad).success, bad).toBe(false);
    for (const good of ['shop', 'bücher.de', 'xn--bcher-kva.de', '*.de', 'кафе*'])
      expect(domainPatternSchema.safeParse(good).success, good).toBe(true);
  });
});
