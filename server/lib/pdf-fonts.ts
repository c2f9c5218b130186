import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

// The standard PDF fonts know WinAnsi only, which has no "ł", "ř" or Cyrillic: a buyer from
// Łódź or a Bulgarian company would be printed with question marks. DejaVu Sans covers the Latin,
// Greek and Cyrillic scripts of every EU country (and more); it is embedded as a subset of the
// glyphs used, so a document stays small. The invoices and the content documents (terms,
// forms) are printed with it.
const require = createRequire(import.meta.url);
let fontFiles: Promise<[Uint8Array, Uint8Array]> | null = null;

/** The regular and bold font files, read once per process (a failed read is tried again next time). */
function pdfFontFiles(): Promise<[Uint8Array, Uint8Array]> {
  fontFiles ??= Promise.all(
    ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map((file) => readFile(require.resolve(`dejavu-fonts-ttf/ttf/${file}`))),
  ).then(
    ([regular, bold]) => [regular, bold] as [Uint8Array, Uint8Array],
    (error: unknown) => {
      fontFiles = null;
      throw error;
    },
  );
  return fontFiles;
}

export interface PdfFonts {
  regular: PDFFont;
  bold: PDFFont;
  /** The code points each font has a glyph for (see drawableText). */
  characters: Map<PDFFont, ReadonlySet<number>>;
}

/** Embeds the regular and bold DejaVu Sans in `pdf` as subsets of the glyphs used. */
export async function embedPdfFonts(pdf: PDFDocument): Promise<PdfFonts> {
  pdf.registerFontkit(fontkit);
  const [regularFile, boldFile] = await pdfFontFiles();
  const regular = await pdf.embedFont(regularFile, { subset: true });
  const bold = await pdf.embedFont(boldFile, { subset: true });
  const characters = new Map<PDFFont, ReadonlySet<number>>([
    [regular, new Set(regular.getCharacterSet())],
    [bold, new Set(bold.getCharacterSet())],
  ]);
  return { regular, bold, characters };
}

/** Text the font can draw: a character it has no glyph for (Chinese, say) and control characters become "?". */
export function drawableText(text: string, characters: ReadonlySet<number>): string {
  return [...text]
    .map((character) => (character.codePointAt(0)! >= 0x20 && characters.has(character.codePointAt(0)!) ? character : '?'))
    .join('');
}

/**
 * Breaks text into lines no wider than `width` as `measure` gives it: between words where it can,
 * and where a single word is wider than the line (a 63-character DNS label) between characters,
 * preferring the place after a hyphen or a dot so a name splits where a reader expects it.
 */
export function wrapText(text: string, width: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const joined = line ? `${line} ${word}` : word;
    if (measure(joined) <= width) {
      line = joined;
      continue;
    }
    if (line) lines.push(line);
    let rest = [...word];
    while (measure(rest.join('')) > width) {
      let fits = 1;
      while (fits < rest.length && measure(rest.slice(0, fits + 1).join('')) <= width) fits++;
      const softBreak = Math.max(rest.lastIndexOf('-', fits - 1), rest.lastIndexOf('.', fits - 1)) + 1;
      // A break after a hyphen or dot in the last two thirds of the line; else as many characters as fit.
      const cut = softBreak > fits / 3 ? softBreak : fits;
      lines.push(rest.slice(0, cut).join(''));
      rest = rest.slice(cut);
    }
    line = rest.join('');
  }
  if (line) lines.push(line);
  return lines;
}
