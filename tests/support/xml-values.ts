import { createRequire } from "node:module";

/** The part of SaxonJS (no type declarations of its own) these tests use: parse a document, evaluate XPath on it. */
type Saxon = {
  getResource(options: { type: "xml"; text: string }): Promise<unknown>;
  XPath: { evaluate(expression: string, context: unknown, options?: { namespaceContext?: Record<string, string> }): unknown };
};
const saxon = createRequire(import.meta.url)("saxon-js") as Saxon;

/**
 * Bytes that must be UTF-8 XML, parsed by a real XML parser (SaxonJS, as the e-invoice validators
 * use): invalid UTF-8 or a malformed document throws. Gives back a reader of XPath string values.
 */
export async function xmlValues(bytes: Uint8Array, namespaces: Record<string, string>): Promise<(path: string) => string> {
  const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  const document = await saxon.getResource({ type: "xml", text: text.replace(/^\uFEFF/, "") });
  return (path) => String(saxon.XPath.evaluate(`string(${path})`, document, { namespaceContext: namespaces }));
}
