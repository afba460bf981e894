import { decodePDFRawStream, PDFDocument, PDFRawStream } from "pdf-lib";

/**
 * The text an invoice PDF prints, read back with pdf-lib: every content stream is decoded and
 * the hex strings the standard fonts write (`<…> Tj`) are turned back into WinAnsi text.
 */
export async function pdfText(bytes: Uint8Array): Promise<{ pages: number; title: string | undefined; lines: string[] }> {
  const pdf = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const decoded = Buffer.from(decodePDFRawStream(object).decode()).toString("latin1");
    for (const match of decoded.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) lines.push(Buffer.from(match[1]!, "hex").toString("latin1"));
  }
  return { pages: pdf.getPageCount(), title: pdf.getTitle(), lines };
}
