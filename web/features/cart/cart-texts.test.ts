import { describe, expect, it } from 'vitest';
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
