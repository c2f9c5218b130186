import { describe, expect, it } from 'vitest';
import { labelFitsLanguage, languagesForLabel, needsIdnLanguage } from './idn-languages';

describe('IDN language tables', () => {
  it('accepts the characters of the language and refuses others', () => {
    expect(labelFitsLanguage('bücher', 'de')).toBe(true);
    expect(labelFitsLanguage('straße-24', 'de')).toBe(true);
    expect(labelFitsLanguage('café', 'de')).toBe(false);
    expect(labelFitsLanguage('café', 'fr')).toBe(true);
    expect(labelFitsLanguage('пример', 'ru')).toBe(true);
    expect(labelFitsLanguage('пример', 'de')).toBe(false);
    expect(labelFitsLanguage('x', 'xx')).toBe(false);
  });

  it('proposes the languages that fit a label', () => {
    expect(languagesForLabel('bücher')).toEqual(expect.arrayContaining(['de', 'es', 'sv', 'tr', 'hu']));
    expect(languagesForLabel('bücher')).not.toContain('fr'.repeat(0) + 'ru');
    expect(languagesForLabel('日本')).toEqual(['zh', 'ja', 'ko']);
  });

  it('asks for a language only beyond letters, digits, hyphen and dot, or for xn--', () => {
    expect(needsIdnLanguage('example.com')).toBe(false);
    expect(needsIdnLanguage('Bücher')).toBe(true);
    expect(needsIdnLanguage('xn--bcher-kva')).toBe(true);
    expect(needsIdnLanguage('')).toBe(false);
  });
});
