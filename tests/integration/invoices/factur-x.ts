import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFStream } from "pdf-lib";

function streamText(stream: unknown): string {
  if (stream instanceof PDFRawStream) return Buffer.from(decodePDFRawStream(stream).decode()).toString("utf8");
  if (stream instanceof PDFStream) return Buffer.from(stream.getContents()).toString("utf8");
  return "";
}

export interface FacturXReading {
  attachments: { name: string; relationship: string | undefined; subtype: string | undefined; xml: string }[];
  /** The catalog's /AF array lists the attachment (PDF/A-3 associated files). */
  associatedFiles: number;
  xmp: string;
  outputIntent: string | undefined;
  fonts: { name: string; embedded: boolean }[];
}

/** The font's file: a FontFile, FontFile2 or FontFile3 in its descriptor (a Type0 font's in its descendant's). */
function embedded(font: PDFDict): boolean {
  let target = font;
  const descendants = font.lookup(PDFName.of("DescendantFonts"));
  if (descendants instanceof PDFArray) target = descendants.lookup(0, PDFDict);
  const descriptor = target.lookup(PDFName.of("FontDescriptor"));
  if (!(descriptor instanceof PDFDict)) return false;
  return ["FontFile", "FontFile2", "FontFile3"].some((key) => descriptor.has(PDFName.of(key)));
}

/** Reads a Factur-X PDF back with pdf-lib: its embedded files, the XMP metadata, the output intent and every font. */
export async function readFacturX(bytes: Uint8Array): Promise<FacturXReading> {
  const pdf = await PDFDocument.load(bytes);
  const attachments: FacturXReading["attachments"] = [];
  const names = pdf.catalog.lookup(PDFName.of("Names"));
  const tree = names instanceof PDFDict ? names.lookup(PDFName.of("EmbeddedFiles")) : undefined;
  const list = tree instanceof PDFDict ? tree.lookup(PDFName.of("Names")) : undefined;
  if (list instanceof PDFArray) {
    for (let i = 0; i + 1 < list.size(); i += 2) {
      const spec = list.lookup(i + 1, PDFDict);
      const ef = spec.lookup(PDFName.of("EF"), PDFDict);
      const file = ef.lookup(PDFName.of("F"));
      attachments.push({
        name: spec.lookup(PDFName.of("F"))?.toString().replace(/^\(|\)$/g, "") ?? "",
        relationship: spec.get(PDFName.of("AFRelationship"))?.toString(),
        subtype: file instanceof PDFStream ? file.dict.get(PDFName.of("Subtype"))?.toString() : undefined,
        xml: streamText(file),
      });
    }
  }
  const af = pdf.catalog.lookup(PDFName.of("AF"));
  const intents = pdf.catalog.lookup(PDFName.of("OutputIntents"));
  const intent = intents instanceof PDFArray ? intents.lookup(0, PDFDict) : undefined;
  const fonts: FacturXReading["fonts"] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (object instanceof PDFDict && object.get(PDFName.of("Type"))?.toString() === "/Font" && object.get(PDFName.of("Subtype"))?.toString() !== "/CIDFontType2") {
      fonts.push({ name: object.get(PDFName.of("BaseFont"))?.toString() ?? "?", embedded: embedded(object) });
    }
  }
  return {
    attachments,
    associatedFiles: af instanceof PDFArray ? af.size() : 0,
    xmp: streamText(pdf.catalog.lookup(PDFName.of("Metadata"))),
    outputIntent: intent?.get(PDFName.of("S"))?.toString(),
    fonts,
  };
}
