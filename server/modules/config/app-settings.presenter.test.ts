import { describe, expect, it } from 'vitest';
import { appSettingsSchema } from '@common/api/config.contract';
import { serializeAppSettings, serializeSharedSettings } from './app-settings.presenter';
import { parseFooterEnv } from './footer-config';

describe('serializeAppSettings', () => {
  it('joins the session part and the shared part into one valid envelope', () => {
    const shared = serializeSharedSettings({
      exchange_rates: { EUR: 1, USD: 1.1, GBP: 0.8 },
      tlds: [{ tld: 'de', tld_utf8: 'de' }],
      countries: ['DE', 'AT'],
      vat_countries: { DE: 0.19 },
      eu_countries: ['DE'],
    });
    const text = serializeAppSettings(
      {
        ote: true,
        tracking: false,
        csrf_token: 'c',
        session_id: 's',
        cookie_consent: null,
        localization: { language: 'en', currency: 'EUR', country: 'DE', vat_rate: 0.19, business_customer: false, tracking: false },
        carts: { register: { count: 0 }, renew: { count: 0 }, rgp: { count: 0 } },
        popups: [],
        authenticated: false,
        user: null,
        build: { hash: 'h', time: 't' },
        footer: parseFooterEnv({}).en,
        shop_name: 'Domain Shop',
      },
      shared,
    );
    const envelope = JSON.parse(text.toString('utf8'));
    expect(envelope.success).toBe(true);
    expect(envelope.errors).toEqual([]);
    expect(appSettingsSchema.parse(envelope.result).countries).toEqual(['DE', 'AT']);
    expect(envelope.result.csrf_token).toBe('c');
  });
});
