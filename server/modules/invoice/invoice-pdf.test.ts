import { describe, expect, it } from 'vitest';
import type { InvoiceData } from '../../db/schema/index';
import { pdfLines, pdfTextItems } from '../../test/pdf-text';
import { expectInkOnlyInColumns, expectTidyInvoiceLayout } from './invoice-pdf-checks';
import { wrapText } from '@server/lib/pdf-fonts';
import { INVOICE_COLUMNS, renderInvoicePdf } from './invoice-pdf';

// One point per character: widths are easy to reason about.
const measure = (text: string) => [...text].length;
const LABEL_63 = 'a-very-long-domain-label-that-uses-all-sixty-three-characters-ok';

const line = (description: string, domain: string, periodYears = 1, net = 1_200): InvoiceData['lines'][number] => ({
  description,
  domain,
  periodYears,
  net,
  vat: 0,
  gross: net,
});

function invoiceOf(lines: InvoiceData['lines'], overrides: Partial<InvoiceData> = {}) {
  const net = lines.reduce((sum, each) => sum + each.net, 0);
  const data: InvoiceData = {
    language: 'de',
    currency: 'EUR',
    seller: { name: 'Domain Shop', address: ['Musterstraße 1', '10115 Berlin', 'Deutschland'], vatId: 'DE123456789' },
    buyer: {
      name: 'Jan de Vries',
      company: 'De Vries BV',
      address: ['Damrak 1', '1012 LG Amsterdam', 'Niederlande'],
      country: 'NL',
      vatId: 'NL123456789B01',
    },
    lines,
    net,
    vat: 0,
    gross: net,
    vatRateBp: 0,
    reverseCharge: true,
    paymentMethod: 'card',
    ...overrides,
  };
  return { number: 'RE-2026-000042', issuedAt: new Date('2026-11-25T12:00:00Z'), orderId: 77, data };
}

describe('wrapText', () => {
  it('breaks between words, each line within the width', () => {
    expect(wrapText('Domainregistrierung beispiel.de, 1 Jahr, mit WHOIS-Datenschutz', 30, measure)).toEqual([
      'Domainregistrierung',
      'beispiel.de, 1 Jahr, mit',
      'WHOIS-Datenschutz',
    ]);
  });

  it('breaks a word wider than the line between characters, after a hyphen where there is one', () => {
    const lines = wrapText(`${LABEL_63}.de, 1 Jahr`, 30, measure);
    expect(lines.every((each) => measure(each) <= 30)).toBe(true);
    expect(lines.join('').replace(', 1 Jahr', '')).toBe(`${LABEL_63}.de`);
    expect(lines[0]).toBe('a-very-long-domain-label-that-');
    expect(wrapText('abcdefghij', 4, measure)).toEqual(['abcd', 'efgh', 'ij']);
  });
});

describe('invoice PDF layout', () => {
  it('runs a long invoice over pages, repeating the table head, with no row split and page numbers', async () => {
    const lines = Array.from({ length: 40 }, (_, index) =>
      line(
        `Domainregistrierung ${index === 7 ? LABEL_63 : `name-${index}`}.de, 1 Jahr, mit WHOIS-Datenschutz`,
        `${index === 7 ? LABEL_63 : `name-${index}`}.de`,
      ),
    );
    const bytes = await renderInvoicePdf(
      invoiceOf([...lines, line('Gutschein WELCOME10: 10 % Rabatt auf Ihre erste Bestellung', '', 0, -500)]),
    );
    const items = await pdfTextItems(bytes);
    const pages = Math.max(...items.map((item) => item.page));
    expect(pages).toBeGreaterThan(1);
    const text = await pdfLines(bytes);
    expect(text.filter((each) => each === 'Beschreibung')).toHaveLength(pages);
    expect(text.filter((each) => each === 'Laufzeit')).toHaveLength(pages);
    for (let page = 1; page <= pages; page++) expect(text).toContain(`Rechnung RE-2026-000042 · Seite ${page} von ${pages}`);
    // Each amount stands on the baseline of its description's first line, on the same page.
    for (const [index] of lines.entries()) {
      // The 63-character label does not fit beside the word before it, which stands alone.
      const description = items.find((item) =>
        index === 7 ? item.text === 'Domainregistrierung' : item.text.startsWith(`Domainregistrierung name-${index}.de`),
      )!;
      const amount = items.filter(
        (item) => item.page === description.page && Math.abs(item.y - description.y) < 1 && item.x >= INVOICE_COLUMNS.net.left,
      );
      expect(amount.map((item) => item.text)).toEqual(['12,00 €']);
    }
    const table = await expectTidyInvoiceLayout(bytes, { heading: 'Beschreibung', totalsLabel: 'Summe netto' });
    await expectInkOnlyInColumns(bytes, table);
    expect(text).toContain('Rechnungsbetrag (bezahlt)');
    expect(text).toContain('Bezahlt per Kreditkarte.');
  });

  it('shows each domain once, in U-label form, also when the description does not name it', async () => {
    const bytes = await renderInvoicePdf(
      invoiceOf([line('Domainregistrierung bücher.de, 1 Jahr', 'xn--bcher-kva.de'), line('Domainregistrierung', 'xn--caf-dma.de')]),
    );
    const text = await pdfLines(bytes);
    expect(text).toContain('Domainregistrierung bücher.de, 1 Jahr');
    expect(text).toContain('café.de');
    expect(text.join(' ').split('bücher.de')).toHaveLength(2);
    expect(text.join(' ')).not.toContain('xn--');
  });

  it('wraps the notes and totals inside the page', async () => {
    const bytes = await renderInvoicePdf(
      invoiceOf([line('Domain registration example.com, 1 year', 'example.com')], {
        language: 'en',
        buyer: {
          name: 'Jan de Vries',
          company: 'De Vries Internationale Handelsmaatschappij voor Domeinnamen en Webdiensten BV',
          address: ['Damrak 1'],
          country: 'NL',
          vatId: 'NL123456789B01',
        },
      }),
    );
    await expectTidyInvoiceLayout(bytes, { heading: 'Description', totalsLabel: 'Total net' });
    const text = (await pdfLines(bytes)).join(' ');
    expect(text).toContain('Reverse charge: VAT to be accounted for by the recipient');
    expect(text).toContain('NL123456789B01');
  });
});
