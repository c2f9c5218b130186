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
