import "server-only";
import { NextResponse } from "next/server";
import { z } from "zod";
import { env } from "@/env";
import { AppError, RateLimitedError, type ErrorBody, type ErrorIssue } from "@/lib/errors";
import { refusalOfIssue } from "@/lib/schemas/error-map";
import { reportError } from "@/server/observability/report-error";
import { answersAreChecked, assertAnswerOnSchema } from "./answer-check";
import { assertPlainQuery, assertPlainText } from "./plain-text";
import { hasMediaType, readBodyCapped } from "./read-body";

const NO_STORE = { "cache-control": "no-store" } as const;

/**
 * The API's JSON is about the person asking (an IBAN, a name, their timesheets, a mail with a
 * link) or about their request: no cache, the browser's or a proxy's, may keep it. Set here, on
 * every answer route() passes on, so no route can forget it.
 */
export function withNoStore(response: Response): Response {
  if (!hasMediaType(response.headers.get("content-type"), "application/json")) return response;
  try {
    response.headers.set("cache-control", NO_STORE["cache-control"]);
    return response;
  } catch {
    // An answer with immutable headers (one fetch() made) is copied.
    const copy = new Response(response.body, response);
    copy.headers.set("cache-control", NO_STORE["cache-control"]);
    return copy;
  }
}

/** An issue as the API answers it: its path, key, values (when it has any) and English. */
const answeredIssue = ({ path, key, values, message }: ErrorIssue): ErrorIssue => ({ path, key, ...(values ? { values } : {}), message });

export function errorResponse(error: unknown): NextResponse<ErrorBody> {
  if (error instanceof AppError) {
    const body: ErrorBody["error"] = {
      code: error.code,
      key: error.key,
      ...(error.values ? { values: error.values } : {}),
      message: error.message,
      ...(error.issues ? { issues: error.issues.map(answeredIssue) } : {}),
    };
    const headers = error instanceof RateLimitedError ? { ...NO_STORE, "retry-after": String(error.retryAfterSeconds) } : NO_STORE;
    return NextResponse.json({ error: body }, { status: error.status, headers });
  }
  if (error instanceof z.ZodError) {
    return errorResponse(
      new AppError(
        "BAD_REQUEST",
        { key: "requestNotValid" },
        error.issues.map((i) => ({ path: i.path.join("."), ...refusalOfIssue(i), message: i.message })),
      ),
    );
  }
  // Unknown errors are logged in full, reported (when SENTRY_DSN is set) and answered generically.
  console.error(error);
  void reportError(error);
  return errorResponse(new AppError("INTERNAL", { key: "internal" }));
}

export type Handler<C> = (request: Request, context: C) => Promise<Response>;

/**
 * Wraps a route handler so every thrown error becomes the one JSON error shape, every JSON answer
 * says no-store (withNoStore), and, outside production, its answer, an error too, is checked
 * against the published document (answer-check.ts).
 */
export function route<C = unknown>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    let response: Response;
    try {
      assertPlainQuery(request.url);
      response = withNoStore(await handler(request, context));
    } catch (error) {
      response = errorResponse(error);
    }
    if (!answersAreChecked) return response;
    try {
      await assertAnswerOnSchema(request, response);
      return response;
    } catch (error) {
      return errorResponse(error);
    }
  };
}

/**
 * Reads a JSON body; anything that is not JSON is a 400 or 415, never a 500. Only the media type
 * application/json is JSON (a form or text/plain body is what another site can send without
 * CORS), and the body is capped before it is parsed (413). `emptyAs` is what a route whose body
 * may be left out takes for an empty one, whatever its content type.
 */
export async function readJson(request: Request, { emptyAs }: { emptyAs?: unknown } = {}): Promise<unknown> {
  const isJson = hasMediaType(request.headers.get("content-type"), "application/json");
  if (!isJson && emptyAs === undefined) throw new AppError("UNSUPPORTED_MEDIA_TYPE", { key: "sendBodyApplicationJson" });
  const bytes = await readBodyCapped(request, env.API_BODY_MAX_BYTES);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new AppError("BAD_REQUEST", { key: "bodyNotValidJson" });
  }
  if (emptyAs !== undefined && text.trim() === "") return emptyAs;
  if (!isJson) throw new AppError("UNSUPPORTED_MEDIA_TYPE", { key: "sendBodyApplicationJson" });
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    throw new AppError("BAD_REQUEST", { key: "bodyNotValidJson" });
  }
  assertPlainText(body);
  return body;
}

export async function parseBody<T extends z.ZodType>(request: Request, schema: T): Promise<z.infer<T>> {
  return schema.parse(await readJson(request));
}

/** The query string through its schema (route() has refused control characters in it already). */
export function parseQuery<T extends z.ZodType>(request: Request, schema: T): z.infer<T> {
  return schema.parse(Object.fromEntries(new URL(request.url).searchParams));
}
