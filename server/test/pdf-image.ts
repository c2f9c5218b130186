import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A rendered page: RGBA pixels, `scale` pixels per point (1 at 72 dpi), row 0 at the top of the page. */
export interface PdfPageImage {
  scale: number;
  width: number;
  height: number;
  pixels: Uint8ClampedArray;
  /** The page as a PNG file, to look at when a check fails. */
  png: () => Buffer;
}

interface NodeCanvas {
  canvas: { toBuffer: (type: 'image/png') => Buffer };
  context: CanvasRenderingContext2D;
}

/**
 * Renders a PDF page as a reader would see it (pdf.js drawing on the @napi-rs/canvas that
 * pdfjs-dist brings along for Node), so a test can check ink on the page, not only the text.
 */
export async function renderPdfPage(bytes: Uint8Array, pageNumber: number, dpi = 72): Promise<PdfPageImage> {
  const document = await getDocument({ data: new Uint8Array(bytes), disableFontFace: true, useSystemFonts: false, verbosity: 0 }).promise;
  try {
    const page = await document.getPage(pageNumber);
    const viewport = page.getViewport({ scale: dpi / 72 });
    const width = Math.ceil(viewport.width);
    const height = Math.ceil(viewport.height);
    const { canvas, context } = (document.canvasFactory as { create: (width: number, height: number) => NodeCanvas }).create(width, height);
    // A PDF page is white paper; the canvas starts transparent.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    await page.render({ canvasContext: context, canvas: canvas as unknown as HTMLCanvasElement, viewport }).promise;
    const pixels = context.getImageData(0, 0, width, height).data;
    const png = canvas.toBuffer('image/png');
    return { scale: dpi / 72, width, height, pixels, png: () => png };
  } finally {
    await document.destroy();
  }
}

/** How many pixels are darker than `threshold` (0–255 luminance) in a box given in PDF points (origin bottom left). */
export function darkPixelsIn(
  image: PdfPageImage,
  box: { left: number; right: number; bottom: number; top: number },
  threshold = 128,
): number {
  const { scale } = image;
  let count = 0;
  for (
    let row = Math.max(0, Math.floor(image.height - box.top * scale));
    row < Math.min(image.height, Math.ceil(image.height - box.bottom * scale));
    row++
  ) {
    for (let column = Math.max(0, Math.floor(box.left * scale)); column < Math.min(image.width, Math.ceil(box.right * scale)); column++) {
      const at = (row * image.width + column) * 4;
      const luminance = 0.299 * image.pixels[at] + 0.587 * image.pixels[at + 1] + 0.114 * image.pixels[at + 2];
      if (luminance < threshold) count++;
    }
  }
  return count;
}
