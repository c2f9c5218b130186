import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAtRegistry } from '../../test/registry-fixtures';
import { createTestApp, get, startSession, type TestApp, type TestSession } from '../../test/test-app';
import { createWhoisTcpServer } from './whois-tcp-server';

let testApp: TestApp;
let session: TestSession;
const app = () => testApp.app;
const PERSONAL = ['Erika', 'Hauptstraße', 'Köln', '50667', '2211234567', 'erika@mustermann.example'];

beforeAll(async () => {
  testApp = await createTestApp();
  session = await startSession(app());
  await registerAtRegistry(app(), 'whois-fixture.com');
  await registerAtRegistry(app(), 'bücherwurm.de', { idnLanguage: 'de' });
});
afterAll(async () => {
  await testApp.close();
});

describe('GET /whois/{domain}', () => {
  it('shows the registration data with personal data redacted', async () => {
    const response = await get(app(), session, '/api/v1/whois/WHOIS-fixture.com');
    expect(response.statusCode).toBe(200);
    const result = response.json().result;
    expect(result).toMatchObject({ domain: 'whois-fixture.com', status: 'registered' });
    expect(result.record).toMatchObject({
      registrar: 'Domain Shop Registrar',
      nameservers: ['ns1.shop-dns.example', 'ns2.shop-dns.example'],
      dnssec: false,
    });
    expect(result.record.registrant).toEqual({
      organization: 'Mustermann Medien GmbH',
      state_or_province: 'NRW',
      country: 'DE',
      redacted: expect.arrayContaining(['Registrant Name', 'Registrant Email']),
    });
    expect(result.text).toContain('Domain Name: WHOIS-FIXTURE.COM');
    for (const personal of PERSONAL) expect(response.body).not.toContain(personal);
  });

  it('takes U-labels and answers with both forms', async () => {
    const result = (await get(app(), session, `/api/v1/whois/${encodeURIComponent('Bücherwurm.de')}`)).json().result;
    expect(result).toMatchObject({ domain: 'xn--bcherwurm-q9a.de', domain_utf8: 'bücherwurm.de', status: 'registered' });
  });

  it('says when a name is free', async () => {
    const result = (await get(app(), session, '/api/v1/whois/surely-not-registered-4711.com')).json().result;
    expect(result).toMatchObject({ status: 'available', record: null, text: 'No match for "SURELY-NOT-REGISTERED-4711.COM".\r\n' });
  });

  it.each(['not a domain', 'a'.repeat(81) + '.com', 'name.notatld-x'])('refuses %j with the WHOIS message of spec §5', async (query) => {
    const response = await get(app(), session, `/api/v1/whois/${encodeURIComponent(query)}`);
    if (query.startsWith('name.')) {
      expect(response.json().result.status).toBe('unsupported');
      return;
    }
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ code: 1057, message: 'Invalid whois query!' });
  });
});

describe('RDAP', () => {
  it('answers /rdap/domain/<name> with application/rdap+json and redactions', async () => {
    const response = await app().inject({ method: 'GET', url: '/rdap/domain/whois-fixture.com' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/rdap+json');
    const body = response.json();
    expect(body).toMatchObject({ objectClassName: 'domain', ldhName: 'whois-fixture.com' });
    expect(body.redacted.length).toBe(6);
    for (const personal of PERSONAL) expect(response.body).not.toContain(personal);
  });

  it('answers 404 and 400 with RDAP error objects', async () => {
    const missing = await app().inject({ method: 'GET', url: '/rdap/domain/surely-not-registered-4711.com' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ errorCode: 404, title: 'Not Found' });
    const bad = await app().inject({ method: 'GET', url: '/rdap/domain/-bad-.com' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe(400);
  });
});

describe('WHOIS on TCP', () => {
  const whoisClient = '/usr/bin/whois';

  it.skipIf(!existsSync(whoisClient))('answers the real whois client', async () => {
    const server = createWhoisTcpServer({ lookup: app().services.whois, log: app().log, serverName: 'whois.test' });
    const port = await server.listen(0, '127.0.0.1');
    try {
      const run = promisify(execFile);
      const registered = await run(whoisClient, ['-h', '127.0.0.1', '-p', String(port), 'whois-fixture.com']);
      expect(registered.stdout).toContain('Domain Name: WHOIS-FIXTURE.COM');
      expect(registered.stdout).toContain('Registrant Name: REDACTED FOR PRIVACY');
      const free = await run(whoisClient, ['-h', '127.0.0.1', '-p', String(port), 'surely-not-registered-4711.com']);
      expect(free.stdout).toContain('No match for "SURELY-NOT-REGISTERED-4711.COM".');
    } finally {
      await server.close();
    }
  });
});
