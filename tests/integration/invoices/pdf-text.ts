import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, type PDFObject } from "pdf-lib";

function bytesOf(stream: PDFObject | undefined): string {
  return stream instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1") : "";
}

/** UTF-16BE hex as text. */
function utf16(hex: string): string {
  const codes: number[] = [];
  for (let i = 0; i + 4 <= hex.length; i += 4) codes.push(parseInt(hex.slice(i, i + 4), 16));
  return String.fromCharCode(...codes);
}

/** A ToUnicode CMap (bfchar and bfrange) as glyph code → text. */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, src, dst] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) map.set(parseInt(src!, 16), utf16(dst!));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, dst, list] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(?:<([0-9A-Fa-f]+)>|\[([^\]]*)\])/g)) {
      const start = parseInt(lo!, 16);
      const end = parseInt(hi!, 16);
      if (list !== undefined) {
        [...list.matchAll(/<([0-9A-Fa-f]+)>/g)].forEach((item, i) => map.set(start + i, utf16(item[1]!)));
      } else {
        const first = parseInt(dst!.slice(-4), 16);
        const prefix = utf16(dst!.slice(0, -4));
        for (let code = start; code <= end; code++) map.set(code, prefix + String.fromCharCode(first + code - start));
      }
    }
  }
  return map;
}

type FontReading = { twoBytes: boolean; map: Map<number, string> | null };

function fontsOf(pdf: PDFDocument, resources: PDFDict | undefined): Map<string, FontReading> {
  const fonts = new Map<string, FontReading>();
  const dict = resources?.lookup(PDFName.of("Font"));
  if (!(dict instanceof PDFDict)) return fonts;
  for (const [name, ref] of dict.entries()) {
    const font = pdf.context.lookup(ref);
    if (!(font instanceof PDFDict)) continue;
    const subtype = font.get(PDFName.of("Subtype"))?.toString();
    const cmap = font.lookup(PDFName.of("ToUnicode"));
    fonts.set(name.decodeText(), { twoBytes: subtype === "/Type0", map: cmap ? toUnicode(bytesOf(cmap)) : null });
  }
  return fonts;
}

function decode(hex: string, font: FontReading | undefined): string {
  if (!font?.twoBytes) return Buffer.from(hex, "hex").toString("latin1");
  let text = "";
  for (let i = 0; i + 4 <= hex.length; i += 4) text += font.map?.get(parseInt(hex.slice(i, i + 4), 16)) ?? "\uFFFD";
  return text;
}

/**
 * The text an invoice PDF prints, read back with pdf-lib: each page's content streams in order, a
 * text object (BT … ET) as one line. Embedded (Type0) fonts are read through their ToUnicode map,
 * so a line switching fonts (Latin, then CJK) comes back whole; the standard fonts as WinAnsi.
 */
export async function pdfText(bytes: Uint8Array): Promise<{ pages: number; title: string | undefined; lines: string[] }> {
  const pdf = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const page of pdf.getPages()) {
    const fonts = fontsOf(pdf, page.node.Resources());
    const contents = page.node.get(PDFName.of("Contents"));
    const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
    const source = streams.map((ref) => bytesOf(ref instanceof PDFRef ? pdf.context.lookup(ref) : ref)).join("\n");
    let font: FontReading | undefined;
    let line: string | null = null;
    for (const token of source.matchAll(/\/([^\s/[\]<>()]+)\s+[-\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj|\bBT\b|\bET\b/g)) {
      if (token[1] !== undefined) font = fonts.get(token[1]);
      else if (token[2] !== undefined) line = (line ?? "") + decode(token[2], font);
      else if (token[0] === "BT") line = "";
      else if (token[0] === "ET") {
        if (line) lines.push(line);
        line = null;
      }
    }
  }
  return { pages: pdf.getPageCount(), title: pdf.getTitle(), lines };
}
