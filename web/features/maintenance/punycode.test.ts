import { describe, expect, it } from 'vitest';
import { decodePunycode, labelToUnicode } from './punycode';

describe('punycode', () => {
  it('shows xn-- labels in Unicode', () => {
    expect(labelToUnicode('xn--p1ai')).toBe('рф');
    expect(labelToUnicode('xn--80asehdb')).toBe('онлайн');
    expect(labelToUnicode('xn--55qx5d')).toBe('公司');
    expect(labelToUnicode('xn--mgbaam7a8h')).toBe('امارات');
    expect(labelToUnicode('XN--P1AI')).toBe('рф');
    expect(labelToUnicode('xn--mnchen-3ya')).toBe('münchen');
  });

  it('leaves other labels and broken ones as they are', () => {
    expect(labelToUnicode('de')).toBe('de');
    expect(labelToUnicode('xn--')).toBe('');
    expect(labelToUnicode('xn--a-ecp.b')).toBe('xn--a-ecp.b');
    expect(() => decodePunycode('ü')).toThrow();
  });
});
