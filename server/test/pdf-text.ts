import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The strings a PDF draws, one per drawn text, in page order: what a reader copies out of it (pdf.js). */
export async function pdfLines(bytes: Uint8Array): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(bytes), disableFontFace: true, useSystemFonts: false, verbosity: 0 }).promise;
  try {
    const lines: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const content = await (await document.getPage(number)).getTextContent();
      // pdf.js adds whitespace-only items between runs it places apart; they are not drawn strings.
      for (const item of content.items) if ('str' in item && item.str.trim() !== '') lines.push(item.str);
    }
    return lines;
  } finally {
    await document.destroy();
  }
}

/** A string drawn on a page, with its box in PDF points (origin bottom left, y is the baseline). */
export interface PdfTextItem {
  page: number;
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
  pageWidth: number;
  pageHeight: number;
}

/** Every drawn string with where it stands, page by page: to check a layout, not just its words. */
export async function pdfTextItems(bytes: Uint8Array): Promise<PdfTextItem[]> {
  const document = await getDocument({ data: new Uint8Array(bytes), disableFontFace: true, useSystemFonts: false, verbosity: 0 }).promise;
  try {
    const items: PdfTextItem[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const [, , pageWidth, pageHeight] = page.view;
      for (const item of (await page.getTextContent()).items) {
        if (!('str' in item) || item.str.trim() === '') continue;
        items.push({
          page: number,
          text: item.str,
          x: item.transform[4],
          y: item.transform[5],
          width: item.width,
          height: item.height,
          pageWidth,
          pageHeight,
        });
      }
    }
    return items;
  } finally {
    await document.destroy();
  }
}
