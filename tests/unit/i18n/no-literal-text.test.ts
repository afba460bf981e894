import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * A component that speaks through the catalogue (messages/) writes no interface text of its own: no
 * words between JSX tags, none in the attributes a person reads or hears (aria-label, title,
 * placeholder, alt), none in a toast. Every such file is checked, and every file in the folders
 * listed here must be one of them (or write no text at all), so a folder once translated stays so.
 */
const TRANSLATED_FOLDERS = [
  "app/account",
  "app/invite",
  "app/review",
  "app/sign-in",
  "app/unsubscribe",
  "components/account",
  "components/admin",
  "app/admin",
  "app/contractor",
  "components/contractor",
  "components/timesheet",
  "components/status",
  "components/files",
  "components/auth",
  "components/charts",
  "components/exports",
  "components/notifications",
  "components/review",
  "components/theme",
  "components/ui",
];

const root = path.resolve(__dirname, "../../..");

function tsxFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".tsx"))
    .map((file) => path.join(folder, file).split(path.sep).join("/"));
}

const SPEAKS_THROUGH_CATALOGUE = [...new Set([...tsxFiles("components"), ...tsxFiles("app")])].filter(
  (file) => TRANSLATED_FOLDERS.some((folder) => file.startsWith(`${folder}/`)) || /\b(useTranslations|getTranslations)\b/.test(readFileSync(path.join(root, file), "utf8")),
);

const READ_ATTRIBUTES = new Set(["aria-label", "aria-description", "title", "placeholder", "alt", "label", "description"]);
const TOAST_FIELDS = new Set(["title", "description"]);
const WORDS = /\p{L}{2,}/u;

/** Each piece of interface text the file writes itself, with its line. */
function literalTexts(file: string, source: string): string[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const at = (node: ts.Node, text: string) => found.push(`${sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${text.trim()}`);
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && WORDS.test(node.text)) at(node, node.text);
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(sourceFile)) && node.initializer) {
      const value = node.initializer;
      const text = ts.isStringLiteral(value) ? value.text : ts.isJsxExpression(value) && value.expression && ts.isStringLiteralLike(value.expression) ? value.expression.text : null;
      if (text && WORDS.test(text)) at(node, text);
    }
    if (ts.isJsxExpression(node) && node.expression && ts.isStringLiteralLike(node.expression) && ts.isJsxElement(node.parent) && WORDS.test(node.expression.text)) at(node, node.expression.text);
    if (ts.isPropertyAssignment(node) && TOAST_FIELDS.has(node.name.getText(sourceFile)) && ts.isStringLiteralLike(node.initializer) && WORDS.test(node.initializer.text)) at(node, node.initializer.text);
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

describe("interface text comes from the catalogue", () => {
  it.each(SPEAKS_THROUGH_CATALOGUE)("%s writes none of its own", (file) => {
    expect(literalTexts(file, readFileSync(path.join(root, file), "utf8"))).toEqual([]);
  });

  it("finds text between tags, in read attributes and in toasts", () => {
    const sample = `export const A = () => { toast({ title: "Saved" }); return <p aria-label="Close dialog" title={"Menu"}>Hello {"there"} {name} · 12</p>; };`;
    expect(literalTexts("sample.tsx", sample)).toEqual(["1: Saved", "1: Close dialog", "1: Menu", "1: Hello", "1: there"]);
  });
});
