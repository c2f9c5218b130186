import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, loginAs, post, startSession, type TestApp } from '../../test/test-app';

let testApp: TestApp;
const app = () => testApp.app;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe('GET /config/app-settings', () => {
  it('returns every field of spec §7 for a visitor', async () => {
    // An English browser: the common countries come first in the order of their English names.
    const response = await app().inject({ method: 'GET', url: '/api/v1/config/app-settings', headers: { 'accept-language': 'en-US' } });
    expect(response.statusCode).toBe(200);
    const result = response.json().result;
    for (const field of [
      'ote',
      'tracking',
      'exchange_rates',
      'csrf_token',
      'cookie_consent',
      'session_id',
      'localization',
      'tlds',
      'countries',
      'carts',
      'vat_countries',
      'eu_countries',
      'popups',
      'authenticated',
      'user',
    ]) {
      expect(result).toHaveProperty(field);
    }
    expect(result.ote).toBe(true);
    expect(result.exchange_rates).toEqual({ EUR: 1, USD: 1.082, GBP: 0.846 });
    expect(result.carts).toEqual({ register: { count: 0 }, renew: { count: 0 }, rgp: { count: 0 } });
    expect(result.tlds.length).toBeGreaterThanOrEqual(60);
    expect(result.tlds).toContainEqual({ tld: 'xn--p1ai', tld_utf8: 'рф' });
    expect(result.eu_countries).toHaveLength(27);
    expect(result.eu_countries).not.toContain('GB');
    expect(result.vat_countries).toMatchObject({ DE: 0.19, AT: 0.2, FI: 0.255, GB: 0.2 });
    expect(result.vat_countries).not.toHaveProperty('US');
    expect(result.authenticated).toBe(false);
    expect(result.user).toBeNull();
    expect(result.countries).toHaveLength(249);
    expect(result.countries.slice(0, 7)).toEqual(['AT', 'FR', 'DE', 'NL', 'CH', 'GB', 'US']);
  });

  it('carries the shop name the operator configured, which also names the RSS feed and the mails', async () => {
    expect((await app().inject({ method: 'GET', url: '/api/v1/config/app-settings' })).json().result.shop_name).toBe('Domain Shop');
    const configured = await createTestApp({ env: { SHOP_NAME: 'Beispiel Domains' } });
    try {
      const settings = (await configured.app.inject({ method: 'GET', url: '/api/v1/config/app-settings' })).json().result;
      expect(settings.shop_name).toBe('Beispiel Domains');
      const rss = await configured.app.inject({ method: 'GET', url: '/rss?lang=de' });
      expect(rss.body).toContain('<title>Beispiel Domains – Neuigkeiten</title>');
      const session = await startSession(configured.app);
      const registered = await post(
        configured.app,
        session,
        '/api/v1/user/register',
        { login: 'named.shop@example.org', password: 'a-long-secret-phrase', accept_terms: true },
        { ip: '198.51.100.77' },
      );
      expect(registered.statusCode, registered.body).toBe(200);
      const mail = await configured.mailbox.waitFor('named.shop@example.org');
      expect(mail.subject).toBe('Please confirm your e-mail address at Beispiel Domains');
      expect(mail.text).toContain('Beispiel Domains is operated by');
    } finally {
      await configured.close();
    }
  });

  it('shows the logged-in user', async () => {
    const session = await loginAs(app(), 'reseller@example.com', 'reseller-password-2026');
    const result = (await get(app(), session, '/api/v1/config/app-settings')).json().result;
    expect(result.authenticated).toBe(true);
    expect(result.user).toMatchObject({ login: 'reseller@example.com', status: 'reseller' });
    expect(result.session_id).toBe(session.sessionId);
  });
});

describe('GET /config/countries', () => {
  it('names the countries in the session language, sorted by name', async () => {
    const english = await startSession(app());
    const german = await startSession(app(), { 'accept-language': 'de' });
    const en = (await get(app(), english, '/api/v1/config/countries')).json().result;
    const de = (await get(app(), german, '/api/v1/config/countries')).json().result;
    expect(en).toHaveLength(249);
    expect(en.find((country: { code: string }) => country.code === 'DE')).toEqual({
      code: 'DE',
      name: 'Germany',
      vat_rate: 0.19,
      eu: true,
    });
    expect(de.find((country: { code: string }) => country.code === 'DE').name).toBe('Deutschland');
    expect(en[0].name).toBe('Afghanistan');
  });

  it('puts the common countries first with special=true', async () => {
    const session = await startSession(app());
    const list = (await get(app(), session, '/api/v1/config/countries', { special: 'true' })).json().result;
    expect(list.slice(0, 7).map((country: { name: string }) => country.name)).toEqual([
      'Austria',
      'France',
      'Germany',
      'Netherlands',
      'Switzerland',
      'United Kingdom',
      'United States',
    ]);
  });

  it('refuses an unknown value of special', async () => {
    const session = await startSession(app());
    const response = await get(app(), session, '/api/v1/config/countries', { special: 'maybe' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ code: 1005, field: 'special' });
  });
});

describe('the API around the routes', () => {
  it('answers an unknown API path with a JSON 404 in the envelope, in the session language', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/v1/no/such/thing', headers: { 'accept-language': 'de' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({
      success: false,
      result: null,
      errors: [{ code: 1040, message: 'Die angeforderte Ressource existiert nicht.' }],
    });
  });

  it('answers malformed JSON with a 400 envelope and no internals', async () => {
    const session = await startSession(app());
    const response = await app().inject({
      method: 'POST',
      url: '/api/v1/user/login',
      headers: { cookie: session.cookie, 'content-type': 'application/json' },
      payload: '{"login": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
    expect(response.body).not.toMatch(/at .*\.ts|stack|SyntaxError/);
  });

  it('refuses a body over 1 MiB with 413', async () => {
    const session = await startSession(app());
    const response = await app().inject({
      method: 'POST',
      url: '/api/v1/user/login',
      headers: { cookie: session.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ login: 'x'.repeat(1_100_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().errors[0].code).toBe(1042);
  });

  it('reports health with the database kind and gives every answer a request id', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toMatchObject({ status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('reports an unreachable database as 503 with status "unavailable"', async () => {
    const health = app().services.health;
    const ping = health.ping;
    health.ping = () => Promise.reject(new Error('database down'));
    try {
      const response = await app().inject({ method: 'GET', url: '/api/v1/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        success: false,
        result: { status: 'unavailable', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' },
        errors: [],
      });
    } finally {
      health.ping = ping;
    }
  });

  it('redirects the legacy links', async () => {
    const response = await app().inject({ method: 'GET', url: '/?mode=page&page=terms_cond' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/terms/general');
  });
});

describe('GET /config/app-settings footer (spec §2.3)', () => {
  it('carries the default footer: seven payment logos to the payment-methods page, certification, ICANN and the legal links', async () => {
    const result = (
      await app().inject({ method: 'GET', url: '/api/v1/config/app-settings', headers: { 'accept-language': 'en-US' } })
    ).json().result;
    expect(result.footer.payment_methods.url).toBe('/cms/payment-methods');
    expect(result.footer.payment_methods.methods.map((method: { name: string }) => method.name)).toEqual([
      'PayPal',
      'Mastercard',
      'American Express',
      'Visa',
      'Diners Club',
      'Apple Pay',
      'Klarna',
    ]);
    expect(result.footer.payment_methods.methods[0]).toEqual({ id: 'paypal', name: 'PayPal', logo: '/images/payment-methods/paypal.svg' });
    expect(result.footer.certification).toMatchObject({
      url: 'https://www.icann.org/',
      logo: '/images/certification/accredited-registrar.svg',
    });
    expect(result.footer.icann_url).toBe('https://www.icann.org/');
    expect(result.footer.social).toEqual([]);
    expect(result.footer.legal.map((link: { id: string }) => link.id)).toEqual(['terms', 'imprint', 'privacy', 'accessibility', 'contact']);
    expect(result.footer.legal).toContainEqual({ id: 'privacy', url: '/imprint#privacy' });
  });

  it('answers what the operator configured, the certification in the session language', async () => {
    const configured = await createTestApp({
      env: {
        OPERATOR_NAME: 'Beispiel Domains GmbH',
        OPERATOR_WEBSITE: 'https://www.beispiel.test/',
        FOOTER_PAYMENT_METHODS: 'visa, klarna',
        FOOTER_PAYMENT_METHODS_URL: 'https://www.beispiel.test/zahlung',
        FOOTER_CERTIFICATION_LABEL: 'Certified data centre',
        FOOTER_CERTIFICATION_LABEL_DE: 'Zertifiziertes Rechenzentrum',
        FOOTER_CERTIFICATION_URL: 'https://cert.beispiel.test/',
        FOOTER_CERTIFICATION_LOGO: '/images/certification/accredited-registrar.svg',
        FOOTER_SOCIAL_LINKS: 'Mastodon=https://social.beispiel.test/@shop,LinkedIn=https://linkedin.beispiel.test/shop',
        FOOTER_LEGAL_LINKS: 'imprint=/imprint,privacy=https://www.beispiel.test/datenschutz',
      },
    });
    try {
      const english = (
        await configured.app.inject({ method: 'GET', url: '/api/v1/config/app-settings', headers: { 'accept-language': 'en-GB' } })
      ).json().result;
      expect(english.footer).toEqual({
        operator: { name: 'Beispiel Domains GmbH', url: 'https://www.beispiel.test/' },
        payment_methods: {
          url: 'https://www.beispiel.test/zahlung',
          methods: [
            { id: 'visa', name: 'Visa', logo: '/images/payment-methods/visa.svg' },
            { id: 'klarna', name: 'Klarna', logo: '/images/payment-methods/klarna.svg' },
          ],
        },
        certification: {
          label: 'Certified data centre',
          url: 'https://cert.beispiel.test/',
          logo: '/images/certification/accredited-registrar.svg',
        },
        icann_url: 'https://www.icann.org/',
        social: [
          { name: 'Mastodon', url: 'https://social.beispiel.test/@shop' },
          { name: 'LinkedIn', url: 'https://linkedin.beispiel.test/shop' },
        ],
        legal: [
          { id: 'imprint', url: '/imprint' },
          { id: 'privacy', url: 'https://www.beispiel.test/datenschutz' },
        ],
      });
      const german = (
        await configured.app.inject({ method: 'GET', url: '/api/v1/config/app-settings', headers: { 'accept-language': 'de-DE' } })
      ).json().result;
      expect(german.footer.certification.label).toBe('Zertifiziertes Rechenzentrum');
    } finally {
      await configured.close();
    }
  });
});
