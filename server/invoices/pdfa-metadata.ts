import "server-only";
import { PDFName, type PDFDocument } from "pdf-lib";

/** What the Factur-X XMP declares about the embedded XML (the Factur-X 1.0 extension schema). */
export interface FacturXDeclaration {
  fileName: string;
  version: string;
  conformanceLevel: string;
}

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
/** XMP dates in the ISO form with the zone; the same instant as the information dictionary's D:…Z. */
const isoDate = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

function property(name: string, description: string): string {
  return `<rdf:li rdf:parseType="Resource"><pdfaProperty:name>${name}</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>${description}</pdfaProperty:description></rdf:li>`;
}

/**
 * Writes the document's XMP metadata from its information dictionary, as PDF/A requires (ISO
 * 19005-3 6.6.2.3: each Info entry has its XMP equivalent with the same value), encoded as UTF-8.
 *
 * Why not the XMP of @e-invoice-eu/core: it hands pdf-lib a JavaScript string, which pdf-lib
 * stores one byte per character, so a Greek or Chinese seller's name became bytes no XML parser
 * reads; and its dc:title, pdf:Producer and xmp:CreatorTool are not the Info's Title, Producer
 * and Creator, and it leaves pdf:Keywords out. Called where the library would write its own
 * (after it has set the information dictionary).
 */
export function writePdfAMetadata(pdf: PDFDocument, facturX: FacturXDeclaration): void {
  const created = pdf.getCreationDate() ?? new Date();
  const modified = pdf.getModificationDate() ?? created;
  const alt = (value: string | undefined) => `<rdf:Alt><rdf:li xml:lang="x-default">${escape(value ?? "")}</rdf:li></rdf:Alt>`;
  const xmp = `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/"><pdfaid:part>3</pdfaid:part><pdfaid:conformance>B</pdfaid:conformance></rdf:Description>
<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">
<dc:format>application/pdf</dc:format>
<dc:title>${alt(pdf.getTitle())}</dc:title>
<dc:creator><rdf:Seq><rdf:li>${escape(pdf.getAuthor() ?? "")}</rdf:li></rdf:Seq></dc:creator>
<dc:description>${alt(pdf.getSubject())}</dc:description>
</rdf:Description>
<rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/"><pdf:Producer>${escape(pdf.getProducer() ?? "")}</pdf:Producer><pdf:Keywords>${escape(pdf.getKeywords() ?? "")}</pdf:Keywords></rdf:Description>
<rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/"><xmp:CreatorTool>${escape(pdf.getCreator() ?? "")}</xmp:CreatorTool><xmp:CreateDate>${isoDate(created)}</xmp:CreateDate><xmp:ModifyDate>${isoDate(modified)}</xmp:ModifyDate><xmp:MetadataDate>${isoDate(modified)}</xmp:MetadataDate></rdf:Description>
<rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
<pdfaExtension:schemas><rdf:Bag><rdf:li rdf:parseType="Resource">
<pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
<pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</pdfaSchema:namespaceURI>
<pdfaSchema:prefix>fx</pdfaSchema:prefix>
<pdfaSchema:property><rdf:Seq>
${property("DocumentFileName", "The name of the embedded XML document")}
${property("DocumentType", "The type of the hybrid document in capital letters, e.g. INVOICE or ORDER")}
${property("Version", "The actual version of the standard applying to the embedded XML document")}
${property("ConformanceLevel", "The conformance level of the embedded XML document")}
</rdf:Seq></pdfaSchema:property>
</rdf:li></rdf:Bag></pdfaExtension:schemas>
</rdf:Description>
<rdf:Description rdf:about="" xmlns:fx="urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#"><fx:DocumentType>INVOICE</fx:DocumentType><fx:DocumentFileName>${escape(facturX.fileName)}</fx:DocumentFileName><fx:Version>${escape(facturX.version)}</fx:Version><fx:ConformanceLevel>${escape(facturX.conformanceLevel)}</fx:ConformanceLevel></rdf:Description>
</rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
  const bytes = new TextEncoder().encode(xmp);
  const stream = pdf.context.stream(bytes, { Type: "Metadata", Subtype: "XML", Length: bytes.length });
  pdf.catalog.set(PDFName.of("Metadata"), pdf.context.register(stream));
}
