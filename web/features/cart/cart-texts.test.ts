import { describe, expect, it } from 'vitest';
import de from './i18n/de.json';
import en from './i18n/en.json';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`)));
}

describe('cart texts', () => {
  it('have the same keys in English and German, all under the top-level key cart', () => {
    expect(keys(de as Tree).sort()).toEqual(keys(en as Tree).sort());
    expect(Object.keys(en)).toEqual(['cart']);
    expect(Object.keys(de)).toEqual(['cart']);
  });

  it('have no empty text', () => {
    for (const tree of [en, de]) {
      const flat = keys(tree as Tree);
      expect(flat.length).toBeGreaterThan(40);
    }
    const values = (tree: Tree): string[] => Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : values(value)));
    expect([...values(en as Tree), ...values(de as Tree)].filter((text) => text.trim() === '')).toEqual([]);
  });
});
