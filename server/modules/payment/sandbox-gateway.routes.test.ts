import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe('sandbox gateway: links that lead nowhere', () => {
  it('answers a cut-off or mangled link with the HTML page of an unknown payment, in the browser language', async () => {
    const app = testApp.app;
    for (const url of [
      '/pay/sandbox/short',
      '/pay/sandbox/unknown-token-unknown-token',
      `/pay/sandbox/${'x'.repeat(90)}`,
      '/pay/sandbox/a%20b',
    ]) {
      const english = await app.inject({ method: 'GET', url, headers: { 'accept-language': 'en-GB,en;q=0.9' } });
      expect(english.statusCode, url).toBe(404);
      expect(english.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(english.body).toContain('<html lang="en">');
      expect(english.body).toContain('This payment does not exist or the link is no longer valid.');
      const german = await app.inject({ method: 'GET', url, headers: { 'accept-language': 'de-DE,de;q=0.9' } });
      expect(german.body).toContain('<html lang="de">');
      expect(german.body).toContain('Diese Zahlung gibt es nicht');
    }
    // The page's own lang parameter wins; a strange one is ignored.
    expect((await app.inject({ method: 'GET', url: '/pay/sandbox/short?lang=de', headers: { 'accept-language': 'en' } })).body).toContain(
      '<html lang="de">',
    );
    expect(
      (await app.inject({ method: 'GET', url: '/pay/sandbox/short?lang=klingon', headers: { 'accept-language': 'en' } })).statusCode,
    ).toBe(404);
  });

  it('refuses a decision for a mangled link as for an unknown one', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/pay/sandbox/short',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=approve',
    });
    expect(response.statusCode).toBe(404);
  });
});
