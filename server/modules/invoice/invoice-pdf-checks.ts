import { expect } from 'vitest';
import { darkPixelsIn, renderPdfPage } from '../../test/pdf-image';
import { pdfTextItems, type PdfTextItem } from '../../test/pdf-text';
import { INVOICE_COLUMNS } from './invoice-pdf';

const columns = Object.entries(INVOICE_COLUMNS);
const inside = (item: PdfTextItem, box: { left: number; right: number }) =>
  item.x >= box.left - 0.5 && item.x + item.width <= box.right + 0.5;

/** The line table's strings on each page: from its head (the description heading) down to the totals. */
function tableItems(items: PdfTextItem[], heading: string, totalsLabel: string): PdfTextItem[] {
  const table: PdfTextItem[] = [];
  for (const page of new Set(items.map((item) => item.page))) {
    const onPage = items.filter((item) => item.page === page);
    const head = onPage.find((item) => item.text === heading);
    if (!head) continue;
    const totals = onPage.find((item) => item.text === totalsLabel);
    // The page footer stands below the printed area.
    const floor = totals ? totals.y + 1 : 50;
    table.push(...onPage.filter((item) => item.y <= head.y + 1 && item.y > floor));
  }
  return table;
}

/**
 * Checks what a reader would see go wrong in an invoice's layout: every string on its page and
 * inside the margins, no two strings on one baseline over each other, and each string of the line
 * table inside one column (none in a gutter, none across two columns). Answers the table's strings.
 */
export async function expectTidyInvoiceLayout(bytes: Uint8Array, texts: { heading: string; totalsLabel: string }): Promise<PdfTextItem[]> {
  const items = await pdfTextItems(bytes);
  expect(items.length).toBeGreaterThan(0);
  for (const item of items) {
    expect(item.x, item.text).toBeGreaterThanOrEqual(INVOICE_COLUMNS.description.left - 0.5);
    expect(item.x + item.width, item.text).toBeLessThanOrEqual(INVOICE_COLUMNS.net.right + 0.5);
    expect(item.y, item.text).toBeGreaterThan(0);
    expect(item.y + item.height, item.text).toBeLessThan(item.pageHeight);
  }
  for (const [index, item] of items.entries()) {
    for (const other of items.slice(index + 1)) {
      if (other.page !== item.page || Math.abs(other.y - item.y) > 1) continue;
      const apart = item.x + item.width <= other.x + 0.5 || other.x + other.width <= item.x + 0.5;
      expect(apart, `"${item.text}" and "${other.text}" overlap on page ${item.page}`).toBe(true);
    }
  }
  const table = tableItems(items, texts.heading, texts.totalsLabel);
  for (const item of table) {
    const homes = columns.filter(([, box]) => inside(item, box)).map(([name]) => name);
    expect(homes, `"${item.text}" at x ${item.x.toFixed(1)}–${(item.x + item.width).toFixed(1)}`).toHaveLength(1);
  }
  return table;
}

/**
 * Renders each page that has table lines and checks the pixels: ink in the description and amount
 * columns (the page is not blank), and no dark pixel in the gutters between the columns, over the
 * height of the table. The rules under the head and the rows are grey and lighter than the threshold.
 */
export async function expectInkOnlyInColumns(bytes: Uint8Array, table: PdfTextItem[]): Promise<void> {
  const { description, period, net } = INVOICE_COLUMNS;
  for (const page of new Set(table.map((item) => item.page))) {
    const rows = table.filter((item) => item.page === page);
    const span = { top: Math.max(...rows.map((item) => item.y + item.height)), bottom: Math.min(...rows.map((item) => item.y)) - 4 };
    const image = await renderPdfPage(bytes, page);
    expect(darkPixelsIn(image, { ...span, left: description.left, right: description.right })).toBeGreaterThan(500);
    expect(darkPixelsIn(image, { ...span, left: net.left, right: net.right })).toBeGreaterThan(100);
    expect(
      darkPixelsIn(image, { ...span, left: description.right + 1, right: period.left - 1 }, 100),
      `gutter after the description on page ${page}`,
    ).toBe(0);
    expect(
      darkPixelsIn(image, { ...span, left: period.right + 1, right: net.left - 1 }, 100),
      `gutter after the period on page ${page}`,
    ).toBe(0);
  }
}
