import SwaggerParser from "@apidevtools/swagger-parser";
import { createConfig, lintFromString, type NormalizedProblem } from "@redocly/openapi-core";

/** What a standard validator said about a document: errors fail a test, warnings are reported. */
export interface ValidatorReport {
  errors: string[];
  warnings: string[];
}

/** @apidevtools/swagger-parser: schema of the document itself, $ref resolution, unique operationIds. */
export async function swaggerParserReport(document: unknown): Promise<ValidatorReport> {
  try {
    // validate() dereferences in place: give it a copy so the caller's document stays as served.
    await SwaggerParser.validate(structuredClone(document) as Parameters<typeof SwaggerParser.validate>[0] & object);
    return { errors: [], warnings: [] };
  } catch (error) {
    return { errors: [error instanceof Error ? error.message : String(error)], warnings: [] };
  }
}

function describe(problem: NormalizedProblem): string {
  const where = problem.location[0]?.pointer ?? "";
  return `${problem.ruleId}: ${problem.message}${where ? ` (${where})` : ""}`;
}

/** @redocly/openapi-core with its "recommended" rule set, the way `redocly lint` runs by default. */
export async function redoclyReport(document: unknown): Promise<ValidatorReport> {
  const config = await createConfig({ extends: ["recommended"] });
  const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: "openapi.json", config });
  return {
    errors: problems.filter((p) => p.severity === "error").map(describe),
    warnings: problems.filter((p) => p.severity === "warn").map(describe),
  };
}
