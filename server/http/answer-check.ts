import "server-only";
import { AppError } from "@/lib/errors";
import { documentedRoute } from "./api-methods";

/**
 * Outside production every JSON answer of a documented route is parsed against the response
 * schema of its entry in the OpenAPI route tables, so that the document cannot drift from what
 * the routes send: an answer off its schema becomes a 500 that names the route and the first
 * mismatches, and the integration suite, which calls the handlers, fails on it. Production skips
 * the check (it would parse every answer twice).
 */
export const answersAreChecked = process.env.NODE_ENV !== "production";

/** Throws when a successful JSON answer does not parse with its documented schema. */
export async function assertAnswerOnSchema(request: Request, response: Response): Promise<void> {
  if (response.status < 200 || response.status >= 300 || response.status === 204) return;
  if (!(response.headers.get("content-type") ?? "").startsWith("application/json")) return;
  const { pathname } = new URL(request.url);
  const documented = documentedRoute(request.method, pathname);
  const schema = documented?.download ? undefined : documented?.response;
  if (!schema) return;
  const body: unknown = await response.clone().json();
  const result = schema.safeParse(body);
  if (result.success) return;
  const issues = result.error.issues.slice(0, 5).map((issue) => ({ path: issue.path.join("."), message: issue.message }));
  const message = `The answer of ${request.method} ${pathname} does not match its documented schema.`;
  console.error(message, JSON.stringify(issues));
  throw new AppError("INTERNAL", message, issues);
}
