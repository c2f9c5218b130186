import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCheckStream, type CheckedDomain, type CheckSegment, type CheckSummary } from '@common/api/domain-results';
import { registerAtRegistry } from '../../test/registry-fixtures';
import { createTestApp, get, post, startSession, type TestApp, type TestSession } from '../../test/test-app';

let testApp: TestApp;
let session: TestSession;
const app = () => testApp.app;

beforeAll(async () => {
  testApp = await createTestApp();
  session = await startSession(app());
  await registerAtRegistry(app(), 'taken-by-test.com');
});
afterAll(async () => {
  await testApp.close();
});

async function check(
  domains: string[],
  extra: Record<string, unknown> = {},
  as: TestSession = session,
): Promise<{ results: CheckedDomain[]; summary: CheckSummary; segments: CheckSegment[] }> {
  const response = await post(app(), as, '/api/v1/domain/check', { domains, ...extra });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/plain');
  const { segments, rest } = parseCheckStream(response.body);
  expect(rest.trim()).toBe('');
  const summary = segments.at(-1) as CheckSummary;
  expect(summary.type).toBe('summary');
  return { results: segments.filter((segment): segment is CheckedDomain => segment.type === 'result'), summary, segments };
}

describe('GET /domain/search', () => {
  it('lists the label in every TLD on sale, the most asked-for first', async () => {
    const response = await get(app(), session, '/api/v1/domain/search', { term: '  Quiet-Harbour-Studio ' });
    expect(response.statusCode).toBe(200);
    const result = response.json().result;
    expect(result).toMatchObject({ term: 'Quiet-Harbour-Studio', sld: 'quiet-harbour-studio', language: null });
    expect(result.domains.slice(0, 3)).toEqual([
      { domain: 'quiet-harbour-studio.com', domain_utf8: 'quiet-harbour-studio.com', tld: 'com', position: 0 },
      { domain: 'quiet-harbour-studio.de', domain_utf8: 'quiet-harbour-studio.de', tld: 'de', position: 1 },
      { domain: 'quiet-harbour-studio.net', domain_utf8: 'quiet-harbour-studio.net', tld: 'net', position: 2 },
    ]);
    expect(result.domains.length).toBeGreaterThanOrEqual(60);
  });

  it('puts the typed TLD first', async () => {
    const result = (await get(app(), session, '/api/v1/domain/search', { term: 'quiet-harbour-studio.eu' })).json().result;
    expect(result.domains[0].domain).toBe('quiet-harbour-studio.eu');
    expect(result.domains.filter((entry: { tld: string }) => entry.tld === 'eu')).toHaveLength(1);
  });

  it('searches IDN labels only in TLDs that take the language', async () => {
    const result = (await get(app(), session, '/api/v1/domain/search', { term: 'Bücherstube', language: 'de' })).json().result;
    expect(result).toMatchObject({ sld: 'xn--bcherstube-9db', sld_utf8: 'bücherstube', language: 'de' });
    const tlds = result.domains.map((entry: { tld: string }) => entry.tld);
    expect(tlds).toContain('de');
    expect(tlds).not.toContain('xn--p1ai');
    expect(result.domains.find((entry: { tld: string }) => entry.tld === 'de').domain_utf8).toBe('bücherstube.de');
  });

  it.each([
    [{ term: 'a'.repeat(81) }, 1050, 'Max 80 characters'],
    [{ term: '-leading-hyphen' }, 1051, undefined],
    [{ term: 'two words' }, 1051, undefined],
    [{ term: 'double--hyphen' }, 1051, undefined],
    [{ term: 'name.notatld' }, 1055, 'We do not offer this domain ending.'],
    [{ term: 'pаypal' }, 1052, undefined],
    [{ term: 'bücher' }, 1053, 'Please choose the language of the domain name.'],
    [{ term: 'bücher', language: 'ru' }, 1054, undefined],
    [{ term: '' }, 1051, undefined],
  ])('refuses %o with code %i', async (query, code, message) => {
    const response = await get(app(), session, '/api/v1/domain/search', query as Record<string, string>);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].code).toBe(code);
    if (message) expect(response.json().errors[0].message).toBe(message);
  });

  it('answers in German for a German session', async () => {
    const german = await startSession(app(), { 'accept-language': 'de' });
    const response = await get(app(), german, '/api/v1/domain/search', { term: 'a'.repeat(81) });
    expect(response.json().errors[0].message).toBe('Maximal 80 Zeichen');
  });
});

describe('POST /domain/check', () => {
  it('streams a result for each name with its price, then a summary', async () => {
    const { results, summary } = await check(['quiet-harbour-studio.com', 'quiet-harbour-studio.de', 'taken-by-test.com']);
    expect(results).toHaveLength(3);
    const free = results.find((result) => result.domain === 'quiet-harbour-studio.com')!;
    expect(free).toMatchObject({ available: true, status: 4, premium: false, reason: null, checked: true });
    // The first-year price of the price list, with a running promotion if there is one.
    const listed = (await get(app(), session, '/api/v1/price/list', { tld: 'com' })).json().result.prices[0].registration;
    expect(free.price).toEqual({
      currency: 'EUR',
      retail: listed.retail,
      vat: listed.vat,
      total: listed.total,
      display_total: listed.display_total,
    });
    expect(free.price!.total).toBe(free.price!.retail + Math.round(free.price!.retail * 0.19));
    const taken = results.find((result) => result.domain === 'taken-by-test.com')!;
    expect(taken).toMatchObject({ available: false, status: 0, reason: 'registered' });
    expect(summary).toEqual({ type: 'summary', checked: 3, available: 2, unchecked: [] });
  });

  it('stops once enough available names were found', async () => {
    const names = Array.from({ length: 30 }, (_, index) => `quiet-harbour-${index}.com`);
    const { results, summary } = await check(names, { available_domains: 10 });
    expect(results.filter((result) => result.available)).toHaveLength(10);
    expect(summary.available).toBe(10);
    expect(summary.unchecked).toHaveLength(20);
  });

  it('checks 500 names in one request', async () => {
    const names = Array.from({ length: 500 }, (_, index) => `bulk-check-${index}.net`);
    const { results } = await check(names);
    expect(results).toHaveLength(500);
  });

  it('marks invalid names as such and shows prices in the session currency', async () => {
    const american = await startSession(app());
    await post(app(), american, '/api/v1/user/localization', { language: 'en', currency: 'USD', country: 'US' });
    const { results } = await check(['quiet-harbour-studio.com', 'not a name.com'], {}, american);
    expect(results.find((result) => result.domain === 'not a name.com')).toMatchObject({
      available: false,
      reason: 'invalid',
      price: null,
    });
    const listed = (await get(app(), american, '/api/v1/price/list', { tld: 'com' })).json().result.prices[0].registration;
    expect(results.find((result) => result.domain === 'quiet-harbour-studio.com')!.price).toMatchObject({
      currency: 'USD',
      vat: 0,
      total: listed.total,
      display_total: listed.display_total,
    });
    expect(listed.display_total).toMatch(/^\$\d+\.\d{2}$/);
  });

  it.each([
    [{ domains: [] }],
    [{ domains: Array.from({ length: 501 }, (_, index) => `n${index}.com`) }],
    [{ domains: ['x'.repeat(300)] }],
    [{ domains: 'example.com' }],
    [{ domains: ['ok.com'], available_domains: 0 }],
  ])('refuses bad input %#', async (body) => {
    const response = await post(app(), session, '/api/v1/domain/check', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });

  it('needs the csrf token', async () => {
    const response = await app().inject({
      method: 'POST',
      url: '/api/v1/domain/check',
      headers: { cookie: session.cookie },
      payload: { domains: ['a.com'] },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /domain/suggestions/{term}', () => {
  it('offers available alternatives with prices when the name is taken', async () => {
    const response = await get(app(), session, '/api/v1/domain/suggestions/shop');
    expect(response.statusCode).toBe(200);
    const suggestions: CheckedDomain[] = response.json().result;
    expect(suggestions.length).toBeGreaterThanOrEqual(5);
    expect(suggestions.every((entry) => entry.available && entry.price !== null)).toBe(true);
    expect(new Set(suggestions.map((entry) => entry.domain)).size).toBe(suggestions.length);
    expect(suggestions.some((entry) => !entry.domain.startsWith('shop.'))).toBe(true);
  });

  it('refuses an invalid term with the first error', async () => {
    const response = await get(app(), session, '/api/v1/domain/suggestions/-bad-');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].code).toBe(1051);
  });
});

describe('TLD lists and IDN languages', () => {
  it('lists the top TLDs for a search', async () => {
    const result = (await get(app(), session, '/api/v1/domain/search/tlds', { limit: '10' })).json().result;
    expect(result).toHaveLength(10);
    expect(result[0]).toEqual({ tld: 'com', tld_utf8: 'com' });
  });

  it('offers IDN languages in the UI language with a default that fits the term', async () => {
    const english = (await get(app(), session, '/api/v1/config/idn-languages', { term: 'пример' })).json().result;
    expect(english.find((option: { defaultLanguage: boolean }) => option.defaultLanguage)).toEqual({
      label: 'Russian',
      value: 'ru',
      defaultLanguage: true,
    });
    const german = await startSession(app(), { 'accept-language': 'de' });
    const options = (await get(app(), german, '/api/v1/config/idn-languages', { term: 'bücher' })).json().result;
    expect(options.find((option: { defaultLanguage: boolean }) => option.defaultLanguage)).toEqual({
      label: 'Deutsch',
      value: 'de',
      defaultLanguage: true,
    });
  });
});
