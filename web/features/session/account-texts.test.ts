import { describe, expect, it } from 'vitest';
import de from './i18n/de.json';
import en from './i18n/en.json';

type Tree = { [key: string]: string | Tree };

function entries(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : entries(value, `${prefix}${key}.`)));
}

describe('account texts', () => {
  it('have the same keys in English and German, all under the top-level key account', () => {
    expect(entries(de as Tree).map(([key]) => key).sort()).toEqual(entries(en as Tree).map(([key]) => key).sort());
    expect(Object.keys(en)).toEqual(['account']);
    expect(Object.keys(de)).toEqual(['account']);
  });

  it('have no empty text and keep the placeholders of the English text', () => {
    const german = new Map(entries(de as Tree));
    for (const [key, text] of entries(en as Tree)) {
      expect(text.trim(), key).not.toBe('');
      expect(german.get(key)!.trim(), key).not.toBe('');
      const placeholders = (value: string) => [...value.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
      expect(placeholders(german.get(key)!), key).toEqual(placeholders(text));
    }
  });
});
