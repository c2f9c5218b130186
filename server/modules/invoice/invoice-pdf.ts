import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { toDisplayName } from '@common/domain/domain-name';
import { LOCALES } from '@common/i18n/languages';
import { formatMoney, formatVatRate } from '@common/money/money';
import type { InvoiceData } from '../../db/schema/index';
import { drawableText, embedPdfFonts, wrapText } from '@server/lib/pdf-fonts';

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
    refunded: (method: string, toBalance: boolean) =>
      toBalance
        ? 'The item could not be carried out; the amount has been credited to your prepaid balance.'
        : `The item could not be carried out; the amount has been refunded to the ${method} it was paid with.`,
    reverseCharge: 'Reverse charge: VAT to be accounted for by the recipient (Art. 196 VAT Directive 2006/112/EC).',
    viesConsultation: (number: string) => `Recipient's VAT ID confirmed by VIES, consultation number ${number}.`,
    page: (page: number, of: number) => `Page ${page} of ${of}`,
    methods: {
      balance: 'prepaid balance',
      card: 'credit card',
      paypal: 'PayPal',
      apple_pay: 'Apple Pay',
      bank_transfer: 'bank transfer',
    } as Record<string, string>,
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
    refunded: (method: string, toBalance: boolean) =>
      toBalance
        ? 'Die Leistung konnte nicht erbracht werden; der Betrag wurde Ihrem Guthabenkonto gutgeschrieben.'
        : `Die Leistung konnte nicht erbracht werden; der Betrag wurde auf dem Zahlungsweg (${method}) erstattet.`,
    reverseCharge: 'Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge, Art. 196 MwStSystRL 2006/112/EG).',
    viesConsultation: (number: string) => `USt-IdNr. des Leistungsempfängers bestätigt durch VIES, Konsultationsnummer ${number}.`,
    page: (page: number, of: number) => `Seite ${page} von ${of}`,
    methods: {
      balance: 'Guthaben',
      card: 'Kreditkarte',
      paypal: 'PayPal',
      apple_pay: 'Apple Pay',
      bank_transfer: 'Banküberweisung',
    } as Record<string, string>,
  },
};

/** The A4 page in points and the part of it that is printed on. */
const PAGE = { width: 595.28, height: 841.89, left: 50, right: 545, top: 790, bottom: 60 };

/**
 * The line table's columns in points. Text is wrapped inside its column and never drawn into the
 * 16-point gutters between them, so a long name cannot run into the period or the amount.
 */
export const INVOICE_COLUMNS = {
  description: { left: 50, right: 355, align: 'left' },
  period: { left: 371, right: 445, align: 'right' },
  net: { left: 461, right: 545, align: 'right' },
} as const;

/** The totals' labels stand over the period column and to its left, their amounts in the net column. */
const TOTALS_LABEL = { left: 250, right: INVOICE_COLUMNS.period.right };

/** The invoice as a one-page-or-more A4 PDF in the invoice's language. */
export async function renderInvoicePdf(invoice: {
  number: string;
  issuedAt: Date;
  orderId: number;
  data: InvoiceData;
}): Promise<Uint8Array> {
  const { data } = invoice;
  const t = TEXT[data.language];
  const title = data.corrects ? t.creditTitle : t.title;
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${title} ${invoice.number}`);
  pdf.setAuthor(data.seller.name);
  pdf.setLanguage(LOCALES[data.language]);
  pdf.setCreationDate(invoice.issuedAt);
  const { regular, bold, characters } = await embedPdfFonts(pdf);
  const money = (amount: number) => formatMoney({ amount, currency: data.currency }, data.language).replace(/\u00a0/g, ' ');
  const date = new Intl.DateTimeFormat(LOCALES[data.language], { dateStyle: 'long', timeZone: 'UTC' }).format(invoice.issuedAt);

  const ink = rgb(0.1, 0.1, 0.1);
  const pages: PDFPage[] = [];
  let page = pdf.addPage([PAGE.width, PAGE.height]);
  pages.push(page);
  // The baseline of the next line to draw.
  let y = PAGE.top;
  const full = { left: PAGE.left, right: PAGE.right };
  type Box = { left: number; right: number; align?: 'left' | 'right' };
  type Cell = { text: string | string[]; box: Box; font?: PDFFont; size?: number };
  const leadingOf = (size: number) => Math.round(size * 1.35);
  /** A cell's text as the lines that fit its box, in what the font can draw. */
  const linesOf = ({ text, box, font = regular, size = 10 }: Cell) =>
    (Array.isArray(text) ? text : [text]).flatMap((part) =>
      wrapText(drawableText(part, characters.get(font)!), box.right - box.left, (line) => font.widthOfTextAtSize(line, size)),
    );
  /** Starts a new page when `height` below the baseline does not fit, calling `continued` on the new page. */
  const keep = (height: number, continued?: () => void) => {
    if (y - height >= PAGE.bottom) return;
    page = pdf.addPage([PAGE.width, PAGE.height]);
    pages.push(page);
    y = PAGE.top;
    continued?.();
  };
  /**
   * Draws cells side by side, each wrapped in its box, as one row as tall as its tallest cell, and
   * moves the baseline below it (plus `after`). A row never splits over two pages.
   */
  const row = (cells: Cell[], after = 0, continued?: () => void) => {
    const wrapped = cells.map((cell) => ({ cell, lines: linesOf(cell), leading: leadingOf(cell.size ?? 10) }));
    // An empty cell (the period of a coupon line) takes no height.
    const height = Math.max(0, ...wrapped.map(({ lines, leading }) => (lines.length - 1) * leading));
    keep(height, continued);
    for (const { cell, lines, leading } of wrapped) {
      const font = cell.font ?? regular;
      const size = cell.size ?? 10;
      lines.forEach((line, index) => {
        const x = cell.box.align === 'right' ? cell.box.right - font.widthOfTextAtSize(line, size) : cell.box.left;
        page.drawText(line, { x, y: y - index * leading, size, font, color: ink });
      });
    }
    y -= height + Math.max(...wrapped.map(({ leading }) => leading)) + after;
  };
  const rule = (from: number, to: number, shade = 0.5) =>
    page.drawLine({ start: { x: from, y }, end: { x: to, y }, thickness: 0.5, color: rgb(shade, shade, shade) });

  // The buyer on the left (where a window envelope shows the address), the seller on the right.
  const buyerBox = { left: PAGE.left, right: 300 };
  const sellerBox = { left: 340, right: PAGE.right };
  row([
    { text: t.buyer, box: buyerBox, font: bold },
    { text: data.seller.name, box: sellerBox, font: bold },
  ]);
  row(
    [
      {
        text: [
          data.buyer.company,
          data.buyer.name,
          ...data.buyer.address,
          ...(data.buyer.vatId ? [`${t.vatId} ${data.buyer.vatId}`] : []),
        ].filter(Boolean),
        box: buyerBox,
      },
      { text: [...data.seller.address, `${t.vatId} ${data.seller.vatId}`], box: sellerBox },
    ],
    20,
  );

  row([{ text: title, box: full, font: bold, size: 18 }], 2);
  for (const [label, value] of [
    [t.number, invoice.number],
    [t.date, date],
    [t.order, String(invoice.orderId)],
    ...(data.corrects ? [[t.corrects, data.corrects]] : []),
  ]) {
    row([
      { text: label, box: { left: PAGE.left, right: 190 } },
      { text: value, box: { left: 200, right: PAGE.right } },
    ]);
  }
  y -= 16;

  const { description, period, net } = INVOICE_COLUMNS;
  /** The table's head, on its first page and again on each page the lines continue on. */
  const tableHead = () => {
    row(
      [
        { text: t.description, box: description, font: bold },
        { text: t.period, box: period, font: bold },
        { text: t.net, box: net, font: bold },
      ],
      -6,
    );
    rule(PAGE.left, PAGE.right);
    y -= 14;
  };
  keep(60);
  tableHead();
  for (const line of data.lines) {
    // The description names the domain (in its U-label form) already; a domain it does not name
    // gets a line of its own in the same cell, so each line shows its domain exactly once.
    const shown = line.domain ? toDisplayName(line.domain) : '';
    const names = shown && !line.description.includes(shown) && !line.description.includes(line.domain) ? [shown] : [];
    row(
      [
        { text: [line.description, ...names], box: description },
        { text: line.periodYears > 0 && line.domain ? t.years(line.periodYears) : '', box: period },
        { text: money(line.net), box: net },
      ],
      -6,
      tableHead,
    );
    rule(PAGE.left, PAGE.right, 0.85);
    y -= 14;
  }
  y -= 6;
  // The totals stay together on one page.
  keep(3 * leadingOf(10) + 20);
  rule(TOTALS_LABEL.left, PAGE.right);
  y -= 14;
  row([
    { text: `${t.total} ${t.net.toLowerCase()}`, box: TOTALS_LABEL },
    { text: money(data.net), box: net },
  ]);
  row([
    { text: t.vat(formatVatRate(data.vatRateBp / 10_000, data.language)), box: TOTALS_LABEL },
    { text: money(data.vat), box: net },
  ]);
  row(
    [
      { text: data.corrects ? t.credited : t.gross, box: TOTALS_LABEL, font: bold },
      { text: money(data.gross), box: net, font: bold },
    ],
    14,
  );

  const notes: string[] = [];
  if (data.reverseCharge) {
    notes.push(
      t.reverseCharge,
      `${t.vatId} ${data.seller.name}: ${data.seller.vatId} · ${t.vatId} ${data.buyer.company || data.buyer.name}: ${data.buyer.vatId}`,
    );
    // The proof that the buyer's VAT ID was checked before VAT was left off (docs/decisions/006).
    if (data.viesConsultation) notes.push(t.viesConsultation(data.viesConsultation));
  }
  notes.push(
    data.corrects
      ? t.refunded(t.methods[data.paymentMethod] ?? data.paymentMethod, data.paymentMethod === 'balance')
      : t.paidBy(t.methods[data.paymentMethod] ?? data.paymentMethod),
  );
  for (const note of notes) row([{ text: note, box: full, size: 9 }]);

  // Once the lines run over more than one page, each page says whose it is and which of how many.
  if (pages.length > 1) {
    pages.forEach((each, index) => {
      const footer = drawableText(`${title} ${invoice.number} · ${t.page(index + 1, pages.length)}`, characters.get(regular)!);
      each.drawText(footer, {
        x: PAGE.right - regular.widthOfTextAtSize(footer, 8),
        y: 30,
        size: 8,
        font: regular,
        color: rgb(0.4, 0.4, 0.4),
      });
    });
  }
  return pdf.save();
}
