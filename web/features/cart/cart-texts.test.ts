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

describe('cart texts in the running app', () => {
  it('join a language only once its own bundle is there, so the shared bundle still loads', async () => {
    const { i18n } = await import('@web/i18n/i18n');
    await import('./cart-texts');
    i18n.removeResourceBundle('de', 'translation');
    expect(i18n.hasResourceBundle('de', 'translation')).toBe(false);
    const shared = (await import('@web/i18n/de.json')).default;
    i18n.addResourceBundle('de', 'translation', shared, true, true);
    expect(i18n.getResource('de', 'translation', 'cart.total')).toBe('Gesamt');
    expect(i18n.getResource('de', 'translation', 'header.cartLink')).toBe(shared.header.cartLink);
    expect(i18n.getFixedT('de')('cart.period', { count: 2 })).toBe('2 Jahre');
  });
});
