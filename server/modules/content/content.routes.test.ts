import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SLUGS } from '@common/api/content.contract';
import { pdfLines } from '../../test/pdf-text';
import { createContentRepository } from './content.repository';
import { DEMO_USERS } from '../../db/seed/demo-users.data';
import { createTestApp, get, loginAs, post, startSession, type TestApp, type TestSession } from '../../test/test-app';

let testApp: TestApp;
let visitor: TestSession;
const services = () => testApp.app.services;

beforeAll(async () => {
  testApp = await createTestApp({
    env: {
      OPERATOR_NAME: 'Beispiel Domains GmbH',
      OPERATOR_ADDRESS: 'Hauptstraße 5|80331 München|Deutschland',
      OPERATOR_REGISTER: 'Amtsgericht München, HRB 123456',
      OPERATOR_VAT_ID: 'DE999999999',
      OPERATOR_EMAIL: 'kontakt@beispiel.test',
      OPERATOR_PHONE: '+49 89 1234567',
      ABUSE_EMAIL: 'abuse@beispiel.test',
    },
  });
  visitor = await startSession(testApp.app);
});
afterAll(async () => {
  await testApp.close();
});

const german = async () => startSession(testApp.app, { 'accept-language': 'de-DE,de;q=0.9' });

describe('GET /content/page/:slug', () => {
  it('answers every page in English and German as HTML, none of them empty or a placeholder', async () => {
    const de = await german();
    for (const slug of CONTENT_SLUGS) {
      for (const session of [visitor, de]) {
        const response = await get(testApp.app, session, `/api/v1/content/page/${slug}`);
        expect(response.statusCode, slug).toBe(200);
        const page = response.json().result;
        expect(page.slug).toBe(slug);
        expect(page.title.length).toBeGreaterThan(3);
        expect(page.html).toMatch(/<p>/);
        expect(page.html).not.toMatch(/This page will|\{\{/);
      }
    }
    const terms = (await get(testApp.app, de, '/api/v1/content/page/terms')).json().result;
    expect(terms).toMatchObject({ language: 'de', title: 'Allgemeine Geschäftsbedingungen', legal: true, version: 1 });
    expect(terms.html).toContain('Widerrufsrecht');
    expect(new Date(terms.updated_at).getTime()).not.toBeNaN();
    expect((await get(testApp.app, visitor, '/api/v1/content/page/faq')).json().result.legal).toBe(false);
  });

  it('fills the imprint with the operator details of the configuration', async () => {
    const page = (await get(testApp.app, visitor, '/api/v1/content/page/imprint')).json().result;
    for (const value of [
      'Beispiel Domains GmbH',
      'Hauptstraße 5',
      '80331 München',
      'Amtsgericht München, HRB 123456',
      'DE999999999',
      'kontakt@beispiel.test',
      '+49 89 1234567',
      'abuse@beispiel.test',
    ]) {
      expect(page.html).toContain(value);
    }
  });

  it('refuses a slug that is no page', async () => {
    const response = await get(testApp.app, visitor, '/api/v1/content/page/secret');
    expect(response.statusCode).toBe(400);
  });

  it('shows an edit as a new version, keeps the history, and renders raw HTML and script links harmless', async () => {
    const before = (await get(testApp.app, visitor, '/api/v1/content/page/support')).json().result;
    await services().content.save({
      slug: 'support',
      language: 'en',
      title: 'Support',
      body: 'Call us.\n\n<script>alert(1)</script> <img src=x onerror=alert(2)>\n\n[click](javascript:alert(3)) [ok](https://example.org/help)\n\n# Heading',
      author: 'test',
    });
    const page = (await get(testApp.app, visitor, '/api/v1/content/page/support')).json().result;
    expect(page.version).toBe(before.version + 1);
    expect(page.title).toBe('Support');
    expect(page.html).not.toMatch(/<script|<img|href="javascript:/i);
    expect(page.html).toContain('[click](javascript:alert(3))');
    expect(page.html).toContain('&lt;script&gt;');
    expect(page.html).toContain('<a href="https://example.org/help" rel="noopener noreferrer">ok</a>');
    expect(page.html).toContain('<h2>Heading</h2>');
    const history = await createContentRepository(services().database.db).versions('support', 'en');
    expect(history.map((row) => [row.version, row.author])).toEqual([
      [2, 'test'],
      [1, 'seed'],
    ]);
    // The German page is untouched.
    const de = (await get(testApp.app, await german(), '/api/v1/content/page/support')).json().result;
    expect(de.version).toBe(1);
  });
});

describe('GET /content/download/:file', () => {
  it('makes the terms PDF from the stored terms, in the language asked for, with version and operator', async () => {
    const response = await get(testApp.app, visitor, '/api/v1/content/download/terms.pdf', { lang: 'de' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="agb.pdf"');
    const text = (await pdfLines(response.rawPayload)).join(' ');
    expect(text).toContain('Allgemeine Geschäftsbedingungen');
    expect(text).toContain('Beispiel Domains GmbH · Fassung 1 vom');
    expect(text).toContain('5. Widerrufsrecht für Verbraucher');
    expect(text).toContain('Hauptstraße 5, 80331 München, Deutschland');
    expect(text).toMatch(/Seite 1 von [2-9]/);
    expect(text).not.toMatch(/\{\{|##|\*\*/);
  });

  it('makes the transfer authorisation form with the operator as gaining registrar, in the session language', async () => {
    const response = await get(testApp.app, visitor, '/api/v1/content/download/transfer-authorisation.pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="transfer-authorisation-form.pdf"');
    const text = (await pdfLines(response.rawPayload)).join(' ');
    for (const expected of [
      'Domain transfer authorisation',
      'to Beispiel Domains GmbH (the gaining registrar)',
      'Authorisation code (auth code)',
      'Signature of the holder',
    ])
      expect(text).toContain(expected);
  });

  it('knows no other files', async () => {
    expect((await get(testApp.app, visitor, '/api/v1/content/download/secret.pdf')).statusCode).toBe(400);
  });
});

const report = {
  name: 'Max Mustermann',
  email: 'max@example.org',
  domain: 'phish-bank.com',
  kind: 'phishing',
  evidence_url: 'https://phish-bank.com/login',
  message: 'This site imitates my bank login page and asks for card numbers.\nSeen in a mail today.',
};

describe('POST /content/abuse-report', () => {
  it('mails the report to the abuse address with a reference', async () => {
    const response = await post(testApp.app, visitor, '/api/v1/content/abuse-report', report, { ip: '198.51.100.1' });
    expect(response.statusCode).toBe(200);
    const { reference } = response.json().result;
    expect(reference).toMatch(/^AB-\d{8}-[0-9A-F]{6}$/);
    const mail = await testApp.mailbox.waitFor('abuse@beispiel.test');
    expect(mail.subject).toBe(`Abuse report ${reference}: Phishing – phish-bank.com`);
    expect(mail.text).toContain('max@example.org');
    expect(mail.text).toContain('imitates my bank login page');
    expect(mail.text).toContain('https://phish-bank.com/login');
    expect(mail.replyTo).toEqual(['max@example.org']);
  });

  it('refuses header injection, oversized and missing fields with the field named, in the language of the user', async () => {
    const before = testApp.mailbox.received.length;
    const cases: [Record<string, unknown>, string][] = [
      [{ ...report, domain: 'evil.com\r\nBcc: victim@example.org' }, 'domain'],
      [{ ...report, name: 'Max\nBcc: victim@example.org' }, 'name'],
      [{ ...report, email: 'max@example.org\r\nBcc: x@example.org' }, 'email'],
      [{ ...report, message: 'x'.repeat(5001) }, 'message'],
      [{ ...report, message: 'too short' }, 'message'],
      [{ ...report, kind: 'nonsense' }, 'kind'],
      [{ ...report, evidence_url: 'javascript:alert(1)' }, 'evidence_url'],
    ];
    const de = await german();
    for (const [body, field] of cases) {
      const response = await post(testApp.app, de, '/api/v1/content/abuse-report', body, { ip: '198.51.100.2' });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errors[0]).toMatchObject({ field, message: 'Syntaxfehler im Parameterwert' });
    }
    expect(testApp.mailbox.received.length).toBe(before);
  });

  it('takes 5 reports an hour from one address, then answers 429 with Retry-After', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await post(testApp.app, visitor, '/api/v1/content/abuse-report', report, { ip: '203.0.113.9' })).statusCode).toBe(200);
    }
    const refused = await post(testApp.app, visitor, '/api/v1/content/abuse-report', report, { ip: '203.0.113.9' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(refused.json().errors[0].code).toBe(1429);
    // Another address is not held back.
    expect((await post(testApp.app, visitor, '/api/v1/content/abuse-report', report, { ip: '203.0.113.10' })).statusCode).toBe(200);
  });
});

describe('POST /content/support-request (the support page form, decision 056)', () => {
  const request = {
    name: 'Erika Muster',
    email: 'erika@example.org',
    topic: 'dns',
    subject: 'MX record for my shop',
    message: 'The MX record of shop-muster.de does not save.\nIt says the value is wrong, but it is the provider’s.',
  };

  it('mails the request to the operator in the customer’s language with the customer number, and the HTML escaped', async () => {
    const demo = DEMO_USERS.find((user) => user.status === 'client')!;
    const customer = await loginAs(testApp.app, demo.login, demo.password);
    await post(testApp.app, customer, '/api/v1/user/localization', { language: 'de', currency: 'EUR', country: 'DE' });
    const userId = (await get(testApp.app, customer, '/api/v1/user/status')).json().result.user.id;
    const before = testApp.mailbox.to('kontakt@beispiel.test').length;
    const response = await post(
      testApp.app,
      customer,
      '/api/v1/content/support-request',
      { ...request, message: `${request.message}\n<script>alert(1)</script>` },
      { ip: '198.51.100.20' },
    );
    expect(response.statusCode, response.body).toBe(200);
    const { reference } = response.json().result;
    expect(reference).toMatch(/^SR-\d{8}-[0-9A-F]{6}$/);
    const mail = await testApp.mailbox.waitFor('kontakt@beispiel.test', before + 1);
    expect(mail.subject).toBe(`Support-Anfrage ${reference}: DNS – MX record for my shop`);
    expect(mail.text).toContain(`Von: Erika Muster <erika@example.org>, Kunde ${userId}`);
    expect(mail.text).toContain('It says the value is wrong');
    expect(mail.text).toContain('Bitte antworten Sie an erika@example.org auf Deutsch.');
    // Answering the mail answers the customer.
    expect(mail.replyTo).toEqual(['erika@example.org']);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });

  it('says “not logged in” for a visitor, in English', async () => {
    const before = testApp.mailbox.to('kontakt@beispiel.test').length;
    const response = await post(testApp.app, visitor, '/api/v1/content/support-request', request, { ip: '198.51.100.21' });
    expect(response.statusCode, response.body).toBe(200);
    const mail = await testApp.mailbox.waitFor('kontakt@beispiel.test', before + 1);
    expect(mail.subject).toMatch(/^Support request SR-\d{8}-[0-9A-F]{6}: DNS – MX record for my shop$/);
    expect(mail.text).toContain('From: Erika Muster <erika@example.org>, not logged in');
  });

  it('refuses header injection, oversized and missing fields with the field named, in the user’s language, and sends nothing', async () => {
    const before = testApp.mailbox.received.length;
    const cases: [Record<string, unknown>, string][] = [
      [{ ...request, subject: 'Help\r\nBcc: victim@example.org' }, 'subject'],
      [{ ...request, name: 'Erika\nBcc: victim@example.org' }, 'name'],
      [{ ...request, email: 'erika@example.org\r\nBcc: x@example.org' }, 'email'],
      [{ ...request, subject: 'x'.repeat(151) }, 'subject'],
      [{ ...request, message: 'x'.repeat(5001) }, 'message'],
      [{ ...request, message: 'help' }, 'message'],
      [{ ...request, message: 'a message long enough with a \u0007 bell in it' }, 'message'],
      [{ ...request, topic: 'nonsense' }, 'topic'],
      [{ ...request, name: '' }, 'name'],
    ];
    const de = await german();
    for (const [body, field] of cases) {
      const response = await post(testApp.app, de, '/api/v1/content/support-request', body, { ip: '198.51.100.22' });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errors[0]).toMatchObject({ field, message: 'Syntaxfehler im Parameterwert' });
    }
    const english = await post(
      testApp.app,
      visitor,
      '/api/v1/content/support-request',
      { ...request, topic: 'nonsense' },
      { ip: '198.51.100.22' },
    );
    expect(english.json().errors[0]).toMatchObject({ field: 'topic', message: 'Parameter value syntax error' });
    expect(testApp.mailbox.received.length).toBe(before);
  });

  it('takes 5 requests an hour from one address, then answers 429 with Retry-After in the user’s language', async () => {
    const de = await german();
    for (let i = 0; i < 5; i++) {
      expect((await post(testApp.app, de, '/api/v1/content/support-request', request, { ip: '203.0.113.30' })).statusCode).toBe(200);
    }
    const refused = await post(testApp.app, de, '/api/v1/content/support-request', request, { ip: '203.0.113.30' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(refused.json().errors[0]).toMatchObject({
      code: 1429,
      message: 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
    });
    // Another address is not held back.
    expect((await post(testApp.app, de, '/api/v1/content/support-request', request, { ip: '203.0.113.31' })).statusCode).toBe(200);
  });
});
