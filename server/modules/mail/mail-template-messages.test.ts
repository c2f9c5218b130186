import { describe, expect, it } from 'vitest';
import { mailTemplateMessages } from './mail-template-messages';

/** Every text of the catalogue, keyed by its path; functions called with sample values (both branches of a count). */
function texts(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function')
    return [1, 2].map((count) => [`${path}(${count})`, (value as (...args: unknown[]) => string)('x.example', count, 'Shop', 'y', true)]);
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => texts(inner, path ? `${path}.${key}` : key));
}

describe('mail template messages', () => {
  it('has every message in English and German, translated and not empty', () => {
    const en = Object.fromEntries(texts(mailTemplateMessages('en')));
    const de = Object.fromEntries(texts(mailTemplateMessages('de')));
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en)) {
      expect(en[key].trim(), key).not.toBe('');
      expect(de[key], key).not.toBe(en[key]);
    }
  });
});
