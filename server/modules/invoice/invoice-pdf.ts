import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatMoney, formatVatRate } from '@common/money/money';
import type { InvoiceData } from '../../db/schema/index';

const TEXT = {
  en: {
    title: 'Invoice',
    number: 'Invoice number',
    date: 'Invoice date',
    order: 'Order',
    seller: 'Seller',
    buyer: 'Bill to',
    vatId: 'VAT ID',
    description: 'Description',
    period: 'Period',
    years: (n: number) => (n === 1 ? '1 year' : `${n} years`),
    net: 'Net',
    total: 'Total',
    vat: (rate: string) => `VAT ${rate}`,
    gross: 'Amount due (paid)',
    paidBy: (method: string) => `Paid by ${method}.`,
    creditTitle: 'Credit note',
    corrects: 'Corrects invoice',
    credited: 'Amount credited',
    refunded: 'The domain could not be registered; the amount has been credited to your prepaid balance.',
    reverseCharge: 'Reverse charge: VAT to be accounted for by the recipient (Art. 196 VAT Directive 2006/112/EC).',
    methods: { balance: 'prepaid balance', card: 'credit card', paypal: 'PayPal', apple_pay: 'Apple Pay', bank_transfer: 'bank transfer' } as Record<string, string>,
  },
  de: {
    title: 'Rechnung',
    number: 'Rechnungsnummer',
    date: 'Rechnungsdatum',
    order: 'Bestellung',
    seller: 'Verkäufer',
    buyer: 'Rechnungsempfänger',
    vatId: 'USt-IdNr.',
    description: 'Beschreibung',
    period: 'Laufzeit',
    years: (n: number) => (n === 1 ? '1 Jahr' : `${n} Jahre`),
    net: 'Netto',
    total: 'Summe',
    vat: (rate: string) => `USt. ${rate}`,
    gross: 'Rechnungsbetrag (bezahlt)',
    paidBy: (method: string) => `Bezahlt per ${method}.`,
    creditTitle: 'Rechnungskorrektur',
    corrects: 'Korrigiert Rechnung',
    credited: 'Gutgeschriebener Betrag',
    refunded: 'Die Domain konnte nicht registriert werden; der Betrag wurde Ihrem Guthabenkonto gutgeschrieben.',
    reverseCharge: 'Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge, Art. 196 MwStSystRL 2006/112/EG).',
    methods: { balance: 'Guthaben', card: 'Kreditkarte', paypal: 'PayPal', apple_pay: 'Apple Pay', bank_transfer: 'Banküberweisung' } as Record<string, string>,
  },
};

// The standard PDF fonts know WinAnsi only, which has no "ł", "ř" or Cyrillic: a buyer from
// Łódź or a Bulgarian company would be printed with question marks. DejaVu Sans covers the Latin,
// Greek and Cyrillic scripts of every EU country (and more); it is embedded as a subset of the
// glyphs used, so an invoice stays small.
const require = createRequire(import.meta.url);
let fontFiles: Promise<[Uint8Array, Uint8Array]> | null = null;

/** The regular and bold font files, read once per process (a failed read is tried again next time). */
function invoiceFontFiles(): Promise<[Uint8Array, Uint8Array]> {
  fontFiles ??= Promise.all(['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map((file) => readFile(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)))).then(
    ([regular, bold]) => [regular, bold] as [Uint8Array, Uint8Array],
    (error: unknown) => {
      fontFiles = null;
      throw error;
    },
  );
  return fontFiles;
}

/** Text the font can draw: a character it has no glyph for (Chinese, say) and control characters become "?". */
export function drawableText(text: string, characters: ReadonlySet<number>): string {
  return [...text].map((character) => (character.codePointAt(0)! >= 0x20 && characters.has(character.codePointAt(0)!) ? character : '?')).join('');
}

/** The invoice as a one-page-or-more A4 PDF in the invoice's language. */
export async function renderInvoicePdf(invoice: { number: string; issuedAt: Date; orderId: number; data: InvoiceData }): Promise<Uint8Array> {
  const { data } = invoice;
  const t = TEXT[data.language];
  const title = data.corrects ? t.creditTitle : t.title;
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${title} ${invoice.number}`);
  pdf.setAuthor(data.seller.name);
  pdf.setLanguage(data.language === 'de' ? 'de-DE' : 'en-US');
  pdf.setCreationDate(invoice.issuedAt);
  pdf.registerFontkit(fontkit);
  const [regularFile, boldFile] = await invoiceFontFiles();
  const regular = await pdf.embedFont(regularFile, { subset: true });
  const bold = await pdf.embedFont(boldFile, { subset: true });
  const characters = new Map<PDFFont, ReadonlySet<number>>([
    [regular, new Set(regular.getCharacterSet())],
    [bold, new Set(bold.getCharacterSet())],
  ]);
  const money = (amount: number) => formatMoney({ amount, currency: data.currency }, data.language).replace(/\u00a0/g, ' ');
  const date = new Intl.DateTimeFormat(data.language === 'de' ? 'de-DE' : 'en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(invoice.issuedAt);

  let page: PDFPage = pdf.addPage([595.28, 841.89]);
  let y = 790;
  const left = 50;
  const right = 545;
  const write = (text: string, x: number, options: { font?: PDFFont; size?: number; alignRight?: boolean } = {}) => {
    const font = options.font ?? regular;
    const size = options.size ?? 10;
    const safe = drawableText(text, characters.get(font)!);
    const at = options.alignRight ? x - font.widthOfTextAtSize(safe, size) : x;
    page.drawText(safe, { x: at, y, size, font, color: rgb(0.1, 0.1, 0.1) });
  };
  const next = (step = 14) => {
    y -= step;
    if (y < 70) {
      page = pdf.addPage([595.28, 841.89]);
      y = 790;
    }
  };

  write(data.seller.name, left, { font: bold, size: 12 });
  next();
  for (const line of data.seller.address) {
    write(line, left);
    next();
  }
  write(`${t.vatId} ${data.seller.vatId}`, left);
  next(30);

  write(t.buyer, left, { font: bold });
  next();
  for (const line of [data.buyer.company, data.buyer.name, ...data.buyer.address].filter(Boolean)) {
    write(line, left);
    next();
  }
  if (data.buyer.vatId) {
    write(`${t.vatId} ${data.buyer.vatId}`, left);
    next();
  }
  next(20);

  write(title, left, { font: bold, size: 18 });
  next(24);
  for (const [label, value] of [
    [t.number, invoice.number],
    [t.date, date],
    [t.order, String(invoice.orderId)],
    ...(data.corrects ? [[t.corrects, data.corrects]] : []),
  ]) {
    write(label, left);
    write(value, 200);
    next();
  }
  next(16);

  write(t.description, left, { font: bold });
  write(t.period, 380, { font: bold, alignRight: true });
  write(t.net, right, { font: bold, alignRight: true });
  next(6);
  page.drawLine({ start: { x: left, y }, end: { x: right, y }, thickness: 0.5, color: rgb(0.5, 0.5, 0.5) });
  next(14);
  for (const line of data.lines) {
    write(`${line.description}${line.domain ? ` – ${line.domain}` : ''}`.slice(0, 70), left);
    if (line.periodYears > 0 && line.domain) write(t.years(line.periodYears), 380, { alignRight: true });
    write(money(line.net), right, { alignRight: true });
    next();
  }
  next(6);
  page.drawLine({ start: { x: 300, y }, end: { x: right, y }, thickness: 0.5, color: rgb(0.5, 0.5, 0.5) });
  next(14);
  write(t.total + ' ' + t.net.toLowerCase(), 300);
  write(money(data.net), right, { alignRight: true });
  next();
  write(t.vat(formatVatRate(data.vatRateBp / 10_000, data.language)), 300);
  write(money(data.vat), right, { alignRight: true });
  next();
  write(data.corrects ? t.credited : t.gross, 300, { font: bold });
  write(money(data.gross), right, { font: bold, alignRight: true });
  next(28);
  if (data.reverseCharge) {
    write(t.reverseCharge, left, { size: 9 });
    next();
    write(`${t.vatId} ${data.seller.name}: ${data.seller.vatId} · ${t.vatId} ${data.buyer.company || data.buyer.name}: ${data.buyer.vatId}`, left, { size: 9 });
    next();
  }
  write(data.corrects ? t.refunded : t.paidBy(t.methods[data.paymentMethod] ?? data.paymentMethod), left, { size: 9 });
  return pdf.save();
}
