import "server-only";
import type { ValidateFunction } from "ajv";
import { AppError, fieldIssue } from "@/lib/errors";
import { allApiRoutes } from "@/server/openapi/all-api-routes";
import { buildOpenApiDocument } from "@/server/openapi/build-document";
import { documentedRoute } from "./api-methods";

/**
 * Outside production every JSON answer of a documented route, success or error, is validated with
 * ajv against what the published OpenAPI document (the one /api/openapi.json serves) says that
 * operation answers with that status, so the document cannot drift from what the routes send:
 * an answer off its document becomes a 500 that names the route and the first mismatches, and
 * the integration suite, which calls the handlers, fails on it. Production skips the check (it
 * would validate every answer twice), and never loads ajv, a development dependency.
 */
export const answersAreChecked = process.env.NODE_ENV !== "production";

const DOCUMENT_ID = "https://settle.invalid/openapi.json";

type JsonObject = Record<string, unknown>;
type ValidatorOf = (path: string, method: string, status: number) => ValidateFunction | null;

let validators: Promise<ValidatorOf> | undefined;

/**
 * The validator of each operation's documented JSON answer for a status (null when it documents
 * none), from the document /api/openapi.json serves; built once.
 */
export function documentValidators(): Promise<ValidatorOf> {
  validators ??= loadValidators();
  return validators;
}

async function loadValidators(): Promise<ValidatorOf> {
  const [{ Ajv2020 }, { default: addFormats }] = await Promise.all([import("ajv/dist/2020"), import("ajv-formats")]);
  const document = buildOpenApiDocument(allApiRoutes(), "http://localhost:3000");
  // Not strict: the document carries OpenAPI's own words (description, example) beside JSON Schema's.
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: DOCUMENT_ID, components: document.components });
  const paths = document.paths as Record<string, Record<string, JsonObject>>;
  const responses = document.components.responses as Record<string, JsonObject>;
  const compiled = new Map<string, ValidateFunction | null>();
  return (path, method, status) => {
    const key = `${method} ${path} ${status}`;
    if (!compiled.has(key)) {
      const documented = (paths[path]?.[method]?.responses ?? {}) as Record<string, JsonObject>;
      let answer = documented[String(status)] ?? documented.default;
      if (typeof answer?.$ref === "string") answer = responses[answer.$ref.split("/").pop()!];
      const schema = (answer?.content as Record<string, JsonObject> | undefined)?.["application/json"]?.schema;
      // The document's references point into itself; here they point into the schema added above.
      compiled.set(key, schema ? ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/', `"${DOCUMENT_ID}#/`)) as JsonObject) : null);
    }
    return compiled.get(key)!;
  };
}

/** Throws when a JSON answer does not validate against its operation's documented answer for its status. */
export async function assertAnswerOnSchema(request: Request, response: Response): Promise<void> {
  if (response.status === 204) return;
  if (!(response.headers.get("content-type") ?? "").startsWith("application/json")) return;
  const { pathname } = new URL(request.url);
  const documented = documentedRoute(request.method, pathname);
  if (!documented || documented.download) return;
  const validate = (await documentValidators())(documented.path, documented.method, response.status);
  if (!validate) return;
  const body: unknown = await response.clone().json();
  if (validate(body)) return;
  // ajv's own words, for the developer who broke the answer: data, not a sentence of the catalogue.
  const issues = (validate.errors ?? []).slice(0, 5).map((error) => fieldIssue(error.instancePath, { key: "schemaMismatch", values: { detail: `${error.message ?? "invalid"} ${JSON.stringify(error.params)}` } }));
  const mismatch = new AppError("INTERNAL", { key: "answerOffSchema", values: { method: request.method, path: pathname, status: String(response.status) } }, issues);
  console.error(mismatch.message, JSON.stringify(issues));
  throw mismatch;
}
