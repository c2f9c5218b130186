import type { InvoiceView } from '@common/api/invoice.contract';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAtRegistry } from '../../test/registry-fixtures';
import { createTestApp, get, post, startSession, type TestApp, type TestSession } from '../../test/test-app';
import { startViesDouble, type ViesDouble } from '../../test/vies-double';
import { commit, decideOnHostedPage, fundAccount, newCustomer, prepareCheckout } from '../payment/payment-test-helpers';
import { drawableText } from '@server/lib/pdf-fonts';
import { expectInkOnlyInColumns, expectTidyInvoiceLayout } from './invoice-pdf-checks';
import { pdfLines } from '../../test/pdf-text';

let testApp: TestApp;
let vies: ViesDouble;
const app = () => testApp.app;

beforeAll(async () => {
  vies = await startViesDouble({ NL123456789B01: 'valid', DE111111111: 'valid' });
  testApp = await createTestApp({ env: { VIES_URL: vies.url } });
});
afterAll(async () => {
  await testApp.close();
  await vies.close();
});

/** The text drawn on the PDF's pages, one line per drawn string. */
const pdfText = async (bytes: Buffer) => (await pdfLines(bytes)).join('\n');

const invoicesOf = async (session: TestSession) => (await get(app(), session, '/api/v1/user/invoices')).json().result as InvoiceView[];

async function pdfOf(session: TestSession, url: string) {
  const params = new URLSearchParams({ csrf_token: session.csrfToken, session_id: session.sessionId });
  return app().inject({ method: 'GET', url: `${url}?${params}`, headers: { cookie: session.cookie } });
}

describe('invoices', () => {
  it('issues a numbered invoice when an order is paid, as a PDF with seller, buyer, lines and VAT', async () => {
    const session = await newCustomer(app());
    await fundAccount(app(), session, 50_000);
    expect(await invoicesOf(session)).toEqual([]);
    const init = await prepareCheckout(app(), session, ['invoiced-one.com'], 'balance');
    const paid = (await commit(app(), session, init.quote.fingerprint)).json().result;
    const [invoice] = await invoicesOf(session);
    const year = new Date().getUTCFullYear();
    expect(invoice).toMatchObject({ number: `RE-${year}-000001`, order_id: paid.order.id, gross: init.quote.gross, reverse_charge: false });

    const response = await pdfOf(session, invoice.pdf_url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="RE-${year}-000001.pdf"`);
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const document = await PDFDocument.load(bytes);
    expect(document.getTitle()).toBe(`Invoice RE-${year}-000001`);
    const text = await pdfText(bytes);
    for (const expected of [
      'Invoice',
      `RE-${year}-000001`,
      'Example Domains GmbH',
      'Musterstraße 1',
      'VAT ID DE123456789',
      'Erika Mustermann',
      'Hauptstraße 1',
      'invoiced-one.com',
      '1 year',
      'VAT 19%',
      `€${(init.quote.gross / 100).toFixed(2)}`,
      'Paid by prepaid balance.',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Reverse charge');
  });

  it('numbers invoices without gaps, also when a payment in between is refused', async () => {
    const session = await newCustomer(app());
    await fundAccount(app(), session, 2_500);
    const first = await prepareCheckout(app(), session, ['gapless-a.com'], 'balance');
    expect((await commit(app(), session, first.quote.fingerprint)).statusCode).toBe(200);
    // Too expensive for what is left: refused, and its transaction takes no number.
    const refused = await prepareCheckout(app(), session, ['gapless-b.com', 'gapless-b.net', 'gapless-b.org'], 'balance');
    expect((await commit(app(), session, refused.quote.fingerprint)).statusCode).toBe(402);
    await fundAccount(app(), session, 10_000);
    expect((await commit(app(), session, refused.quote.fingerprint)).statusCode).toBe(200);
    const numbers = (await invoicesOf(session)).map((invoice) => Number(invoice.number.slice(-6))).sort((a, b) => a - b);
    expect(numbers[1] - numbers[0]).toBe(1);
  });

  it('has no invoice while a card payment waits, and one after approval', async () => {
    const session = await newCustomer(app());
    const init = await prepareCheckout(app(), session, ['invoice-after-card.com'], 'card');
    const pending = (await commit(app(), session, init.quote.fingerprint)).json().result;
    expect(await invoicesOf(session)).toEqual([]);
    await decideOnHostedPage(app(), pending.redirect_url, 'approve');
    expect(await invoicesOf(session)).toHaveLength(1);
  });

  it('prints the reverse-charge note, both VAT IDs and the VIES consultation number in German for an EU business abroad', async () => {
    const session = await newCustomer(app(), 'nl', { 'accept-language': 'de-DE' });
    await post(app(), session, '/api/v1/user/profile/set-billing-address', {
      name: 'Jan de Vries',
      company: 'De Vries BV',
      street: 'Damrak 1',
      postal_code: '1012 LG',
      city: 'Amsterdam',
      country: 'NL',
      phone: '+31.201234567',
      business: true,
      vat_id: 'NL123456789B01',
    });
    const init = await prepareCheckout(app(), session, ['omgekeerde-heffing.nl'], 'card');
    const pending = (await commit(app(), session, init.quote.fingerprint)).json().result;
    await decideOnHostedPage(app(), pending.redirect_url, 'approve');
    const [invoice] = await invoicesOf(session);
    expect(invoice.reverse_charge).toBe(true);
    const bytes = (await pdfOf(session, invoice.pdf_url)).rawPayload;
    expect((await PDFDocument.load(bytes)).getTitle()).toMatch(/^Rechnung RE-/);
    const text = await pdfText(bytes);
    for (const expected of [
      'Rechnung',
      'Rechnungsempfänger',
      'De Vries BV',
      'Damrak 1',
      'Niederlande',
      'Steuerschuldnerschaft des Leistungsempfängers',
      'DE123456789',
      'NL123456789B01',
      `Konsultationsnummer ${vies.lastConsultation()}`,
      'USt. 0 %',
      '1 Jahr',
      'Bezahlt per Kreditkarte.',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("prints the operator's settings as the seller, and takes the VAT rules' seller country from them", async () => {
    // An operator in Austria: a German business with a confirmed VAT ID is now abroad (reverse charge).
    const austrian = await createTestApp({
      env: {
        VIES_URL: vies.url,
        OPERATOR_NAME: 'Beispiel Domains GmbH',
        OPERATOR_ADDRESS: 'Kärntner Straße 5|1010 Wien|Österreich',
        OPERATOR_COUNTRY: 'AT',
        OPERATOR_VAT_ID: 'ATU12345678',
      },
    });
    try {
      const session = await newCustomer(austrian.app, 'atseller', { 'accept-language': 'de-DE' });
      await post(austrian.app, session, '/api/v1/user/profile/set-billing-address', {
        name: 'Max Muster',
        company: 'Muster GmbH',
        street: 'Hauptstraße 1',
        postal_code: '10115',
        city: 'Berlin',
        country: 'DE',
        phone: '+49.301234567',
        business: true,
        vat_id: 'DE111111111',
      });
      const init = await prepareCheckout(austrian.app, session, ['oesterreich-verkauft.com'], 'card');
      const pending = (await commit(austrian.app, session, init.quote.fingerprint)).json().result;
      await decideOnHostedPage(austrian.app, pending.redirect_url, 'approve');
      const [invoice] = (await get(austrian.app, session, '/api/v1/user/invoices')).json().result as InvoiceView[];
      expect(invoice.reverse_charge).toBe(true);
      const params = new URLSearchParams({ csrf_token: session.csrfToken, session_id: session.sessionId });
      const response = await austrian.app.inject({
        method: 'GET',
        url: `${invoice.pdf_url}?${params}`,
        headers: { cookie: session.cookie },
      });
      const text = await pdfText(response.rawPayload);
      for (const expected of [
        'Beispiel Domains GmbH',
        'Kärntner Straße 5',
        '1010 Wien',
        'Österreich',
        'USt-IdNr. ATU12345678',
        'DE111111111',
      ]) {
        expect(text).toContain(expected);
      }
      expect((await PDFDocument.load(response.rawPayload)).getAuthor()).toBe('Beispiel Domains GmbH');
      for (const absent of ['Example Domains', 'Musterstraße', 'DE123456789']) expect(text).not.toContain(absent);
    } finally {
      await austrian.close();
    }
  });

  it('issues a credit note in German for a refunded domain, correcting the invoice, next in the sequence', async () => {
    const session = await newCustomer(app(), 'credit', { 'accept-language': 'de-DE' });
    await fundAccount(app(), session, 50_000);
    const init = await prepareCheckout(app(), session, ['credit-taken.com', 'credit-free.com'], 'balance');
    await registerAtRegistry(app(), 'credit-taken.com');
    await commit(app(), session, init.quote.fingerprint);
    await app().services.jobs.drain();
    const list = await invoicesOf(session);
    expect(list.map((invoice) => invoice.kind)).toEqual(['credit-note', 'invoice']);
    const [credit, invoice] = list;
    const line = init.quote.lines.find((entry: { domain: string }) => entry.domain === 'credit-taken.com');
    expect(credit).toMatchObject({ corrects: invoice.number, gross: -line.gross, order_id: invoice.order_id });
    expect(credit.number).toMatch(/^GS-\d{4}-\d{6}$/);
    expect(Number(credit.number.slice(-6))).toBeGreaterThan(Number(invoice.number.slice(-6)));
    const bytes = (await pdfOf(session, credit.pdf_url)).rawPayload;
    expect((await PDFDocument.load(bytes)).getTitle()).toBe(`Rechnungskorrektur ${credit.number}`);
    const text = await pdfText(bytes);
    for (const expected of [
      'Rechnungskorrektur',
      `Korrigiert Rechnung`,
      invoice.number,
      'credit-taken.com',
      'Gutgeschriebener Betrag',
      `-${(line.gross / 100).toFixed(2).replace('.', ',')} €`,
      'Guthabenkonto gutgeschrieben',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('credit-free.com');
  });

  it("answers someone else's invoice like a missing one, and visitors not at all", async () => {
    const owner = await newCustomer(app());
    await fundAccount(app(), owner, 5_000);
    const init = await prepareCheckout(app(), owner, ['private-invoice.com'], 'balance');
    await commit(app(), owner, init.quote.fingerprint);
    const [invoice] = await invoicesOf(owner);
    const other = await newCustomer(app());
    expect((await pdfOf(other, invoice.pdf_url)).statusCode).toBe(404);
    expect((await pdfOf(await startSession(app()), invoice.pdf_url)).statusCode).toBe(401);
    expect((await pdfOf(owner, '/api/v1/user/invoices/abc/pdf')).statusCode).toBe(400);
  });

  it('prints buyers from all over Europe in their own letters (Polish, Czech, Cyrillic), in a small PDF', async () => {
    const session = await newCustomer(app(), 'pl');
    const saved = await post(app(), session, '/api/v1/user/profile/set-billing-address', {
      name: 'Łukasz Dvořák',
      company: 'ООО «Ромашка»',
      street: 'ul. Żółkiewskiego 7',
      postal_code: '90-001',
      city: 'Łódź',
      country: 'PL',
      phone: '+48.421234567',
      business: false,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await fundAccount(app(), session, 50_000);
    const init = await prepareCheckout(app(), session, ['zolc-invoice.com'], 'balance');
    expect((await commit(app(), session, init.quote.fingerprint)).statusCode).toBe(200);
    const [invoice] = await invoicesOf(session);
    const bytes = (await pdfOf(session, invoice.pdf_url)).rawPayload;
    const text = await pdfText(bytes);
    for (const expected of ['Łukasz Dvořák', 'ООО «Ромашка»', 'ul. Żółkiewskiego 7', 'Łódź', 'zolc-invoice.com'])
      expect(text).toContain(expected);
    expect(text).not.toContain('?');
    // Only the glyphs used are embedded, not the whole font (about 700 kB a face).
    expect(bytes.length).toBeLessThan(150_000);
  });

  it('lays out ten German lines with a 63-character label, an IDN and a coupon inside their columns, each domain once', async () => {
    const session = await newCustomer(app(), 'layout', { 'accept-language': 'de-DE' });
    await fundAccount(app(), session, 200_000);
    const longLabel = 'ein-sehr-langer-domainname-mit-genau-dreiundsechzig-zeichen-abc';
    expect(longLabel).toHaveLength(63);
    const names = [
      `${longLabel}.de`,
      'bücher-straße-beispiel.de',
      ...['eins', 'zwei', 'drei', 'vier', 'fuenf', 'sechs', 'sieben', 'acht'].map((word) => `rechnung-${word}.com`),
    ];
    for (const name of names) {
      // An IDN is added with the language of its name.
      const added = await post(
        app(),
        session,
        `/api/v1/cart/add/domain/${encodeURIComponent(name)}`,
        name.startsWith('bücher') ? { language: 'de' } : undefined,
      );
      expect(added.statusCode, added.body).toBe(200);
    }
    expect((await post(app(), session, '/api/v1/cart/add/coupon/WELCOME10')).statusCode).toBe(200);
    const init = await prepareCheckout(app(), session, [], 'balance');
    expect(init.quote.lines).toHaveLength(11);
    expect((await commit(app(), session, init.quote.fingerprint)).statusCode).toBe(200);
    const [invoice] = await invoicesOf(session);
    const bytes = (await pdfOf(session, invoice.pdf_url)).rawPayload;

    const lines = await pdfLines(bytes);
    // Wrapped pieces joined again: every name is printed once, the IDN in its U-label form only.
    const text = lines.join('');
    for (const name of names) expect(text.split(name), name).toHaveLength(2);
    expect(text).not.toContain('xn--');
    expect(lines.join(' ')).toContain('Gutschein WELCOME10');
    expect(lines.filter((line) => line === '1 Jahr')).toHaveLength(10);
    const table = await expectTidyInvoiceLayout(bytes, { heading: 'Beschreibung', totalsLabel: 'Summe netto' });
    await expectInkOnlyInColumns(bytes, table);
  });

  it('draws what the font has; a character it lacks becomes a question mark', () => {
    const characters = new Set([...'Müller & Söhne – 10 € ООО Ромашка Łódź'].map((character) => character.codePointAt(0)!));
    expect(drawableText('Müller & Söhne – 10 €', characters)).toBe('Müller & Söhne – 10 €');
    expect(drawableText('ООО Ромашка, Łódź', characters)).toBe('ООО Ромашка? Łódź');
    expect(drawableText('山田\tÖ', characters)).toBe('????');
  });
});
