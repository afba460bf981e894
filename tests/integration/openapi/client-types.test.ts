import { readFileSync } from "node:fs";
import openapiTS, { astToString, type OpenAPI3 } from "openapi-typescript";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { GET as openapi } from "@/app/api/openapi.json/route";
import { CLIENT_TYPES_FILE, generateClientTypes } from "@/scripts/openapi/client-types";
import { apiRequest } from "../../support/http";

/** Type errors of one TypeScript source on its own (strict, no other files). */
function typeErrors(source: string): string[] {
  const fileName = "/virtual/schema.gen.ts";
  const options: ts.CompilerOptions = { strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, skipLibCheck: true, types: [] };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version, ...rest) =>
    name === fileName ? ts.createSourceFile(name, source, version) : getSourceFile(name, version, ...rest);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => name === fileName || fileExists(name);
  const program = ts.createProgram([fileName], options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => `${d.file ? `${d.file.fileName}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1} ` : ""}${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`);
}

describe("the TypeScript client types (openapi-typescript)", () => {
  it("generate from the served document and compile on their own", { timeout: 90_000 }, async () => {
    const document = await (await openapi(apiRequest("/api/openapi.json"), undefined)).json();
    const generated = await generateClientTypes(document);
    expect(generated).toContain("export interface paths");
    expect(generated).toContain("listTimesheets: {");
    expect(typeErrors(generated)).toEqual([]);
  });

  it("generate with the stock openapi-typescript, no options, from the served document and compile (the README's own client)", { timeout: 90_000 }, async () => {
    const document = (await (await openapi(apiRequest("/api/openapi.json"), undefined)).json()) as OpenAPI3;
    const generated = astToString(await openapiTS(document, { silent: true }));
    expect(generated).toContain("listTimesheets: {");
    expect(typeErrors(generated)).toEqual([]);
  });

  it(`are committed up to date in ${CLIENT_TYPES_FILE} (run npm run openapi:types after changing an endpoint)`, async () => {
    const document = await (await openapi(apiRequest("/api/openapi.json"), undefined)).json();
    const committed = readFileSync(CLIENT_TYPES_FILE, "utf8").split("\n");
    const expected = (await generateClientTypes(document)).split("\n");
    const line = expected.findIndex((text, index) => committed[index] !== text);
    const where = line === -1 ? (committed.length === expected.length ? "" : `line ${expected.length + 1}`) : `line ${line + 1}: expected ${JSON.stringify(expected[line])}`;
    expect(where, `${CLIENT_TYPES_FILE} is stale at ${where}; run npm run openapi:types`).toBe("");
  });
});
