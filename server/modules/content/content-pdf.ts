import MarkdownIt from 'markdown-it';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { DOCUMENT_LOCALES } from '@common/i18n/document-date';
import type { Language } from '@common/i18n/languages';
import { drawableText, embedPdfFonts, wrapText } from '@server/lib/pdf-fonts';

const markdown = new MarkdownIt({ html: false, linkify: false });

/** A block of a document: a heading, a paragraph, a list item (with its marker) or a line to fill in. */
export type DocumentBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'item'; marker: string; text: string; depth: number }
  | { kind: 'field'; label: string };

/** The blocks of a Markdown text, as plain text (emphasis and links become their words). */
export function markdownBlocks(source: string): DocumentBlock[] {
  const tokens = markdown.parse(source, {});
  const blocks: DocumentBlock[] = [];
  const lists: { ordered: boolean; next: number }[] = [];
  let pendingMarker: string | null = null;
  let heading = false;
  for (const token of tokens) {
    if (token.type === 'bullet_list_open') lists.push({ ordered: false, next: 1 });
    else if (token.type === 'ordered_list_open') lists.push({ ordered: true, next: Number(token.attrGet('start') ?? 1) });
    else if (token.type === 'bullet_list_close' || token.type === 'ordered_list_close') lists.pop();
    else if (token.type === 'list_item_open') {
      const list = lists.at(-1)!;
      pendingMarker = list.ordered ? `${list.next++}.` : '•';
    } else if (token.type === 'heading_open') heading = true;
    else if (token.type === 'heading_close') heading = false;
    else if (token.type === 'inline') {
      const text = (token.children ?? [])
        .map((child) =>
          child.type === 'text' || child.type === 'code_inline'
            ? child.content
            : child.type === 'softbreak'
              ? ' '
              : child.type === 'hardbreak'
                ? '\n'
                : '',
        )
        .join('');
      if (heading) blocks.push({ kind: 'heading', text });
      else if (pendingMarker !== null) {
        blocks.push({ kind: 'item', marker: pendingMarker, text, depth: lists.length });
        pendingMarker = null;
      } else blocks.push({ kind: 'paragraph', text });
    }
  }
  return blocks;
}

const PAGE = { width: 595.28, height: 841.89, left: 56, right: 539, top: 785, bottom: 60 };

/** An A4 document: title, a line under it (the version or the operator), the blocks, page numbers. */
export async function renderDocumentPdf(document: {
  title: string;
  subtitle: string;
  blocks: DocumentBlock[];
  language: Language;
  author: string;
  footer: (page: number, of: number) => string;
}): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(document.title);
  pdf.setAuthor(document.author);
  pdf.setLanguage(DOCUMENT_LOCALES[document.language]);
  // The same fonts as the invoices (DejaVu Sans covers every EU script), embedded as subsets.
  const { regular, bold, characters } = await embedPdfFonts(pdf);
  const ink = rgb(0.1, 0.1, 0.1);
  const pages: PDFPage[] = [];
  let page = pdf.addPage([PAGE.width, PAGE.height]);
  pages.push(page);
  let y = PAGE.top;

  const draw = (text: string, options: { font?: PDFFont; size?: number; left?: number; gapAfter?: number; marker?: string }) => {
    const { font = regular, size = 10, left = PAGE.left, gapAfter = 6 } = options;
    const leading = Math.round(size * 1.4);
    const lines = text
      .split('\n')
      .flatMap((part) =>
        wrapText(drawableText(part, characters.get(font)!), PAGE.right - left, (line) => font.widthOfTextAtSize(line, size)),
      );
    lines.forEach((line, index) => {
      if (y - leading < PAGE.bottom) {
        page = pdf.addPage([PAGE.width, PAGE.height]);
        pages.push(page);
        y = PAGE.top;
      }
      if (index === 0 && options.marker) page.drawText(options.marker, { x: left - 16, y, size, font, color: ink });
      page.drawText(line, { x: left, y, size, font, color: ink });
      y -= leading;
    });
    y -= gapAfter;
  };

  draw(document.title, { font: bold, size: 17, gapAfter: 2 });
  draw(document.subtitle, { size: 9, gapAfter: 14 });
  for (const block of document.blocks) {
    if (block.kind === 'heading') {
      // A heading is never the last line of a page.
      if (y - 60 < PAGE.bottom) y = PAGE.bottom;
      else y -= 8;
      draw(block.text, { font: bold, size: 12, gapAfter: 4 });
    } else if (block.kind === 'paragraph') draw(block.text, {});
    else if (block.kind === 'item') draw(block.text, { left: PAGE.left + 16 * block.depth, marker: block.marker, gapAfter: 4 });
    else {
      draw(block.label, { size: 9, gapAfter: 18 });
      page.drawLine({
        start: { x: PAGE.left, y: y + 14 },
        end: { x: PAGE.right, y: y + 14 },
        thickness: 0.6,
        color: rgb(0.45, 0.45, 0.45),
      });
      y -= 4;
    }
  }
  pages.forEach((each, index) => {
    const footer = drawableText(document.footer(index + 1, pages.length), characters.get(regular)!);
    each.drawText(footer, {
      x: PAGE.right - regular.widthOfTextAtSize(footer, 8),
      y: 30,
      size: 8,
      font: regular,
      color: rgb(0.4, 0.4, 0.4),
    });
  });
  return pdf.save();
}
