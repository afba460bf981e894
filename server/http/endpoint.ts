import "server-only";
import { NextResponse } from "next/server";
import type { z } from "zod";
import { getDb, type Database } from "@/server/db";
import { assertExpensesEnabled, assertInvoicingEnabled } from "@/server/config/feature-flags";
import { ACCESS_RULES, type CheckOf } from "@/server/openapi/access";
import type { OperationEntry } from "@/server/openapi/operation";
import { runAccessCheck, type CallerOf } from "./access-checks";
import { idFrom } from "./params";
import { parseBody, parseQuery, route, type Handler } from "./respond";

type IdContext = { params: Promise<{ id: string }> };

const FEATURE_GATES = { invoicing: assertInvoicingEnabled, expenses: assertExpensesEnabled };

/** What the handler is given, read off the entry: the caller its access lets through, the id, the parsed query and body. */
export type EndpointInput<E extends OperationEntry> = { db: Database; actor: CallerOf<CheckOf<E["access"]>>; request: Request } & (E extends {
  id: string;
}
  ? { id: string }
  : unknown) &
  (E extends { query: infer Q extends z.ZodType } ? { query: z.output<Q> } : unknown) &
  (E extends { body: infer B extends z.ZodType } ? { body: z.output<B> } : unknown);

/**
 * What the handler must return: what the entry's response schema accepts (its input type), or
 * the `data` inside it unless the entry answers "as-is". A service whose result disagrees with
 * the documented answer is a type error in the route file.
 */
export type EndpointAnswer<E extends OperationEntry> = E extends { response: infer R extends z.ZodType }
  ? E extends { answer: "as-is" }
    ? z.input<R>
    : z.input<R> extends { data: infer D }
      ? D
      : never
  : unknown;

/** A body that may be left out is `{}` when there is none: no content type, or (`"when sent"`) no body at all, whatever its content type. */
function bodyLeftOut(request: Request, optionalBody: OperationEntry["optionalBody"]): boolean {
  if (optionalBody === "when sent") return request.body === null;
  return optionalBody === true && !request.headers.has("content-type");
}

type Loose = { db: Database; actor: unknown; request: Request; id?: string; query?: unknown; body?: unknown };

/**
 * A route handler from its route-table entry (server/openapi/routes): who may call, the id, the
 * query and the body it reads, the answer, and the service call. The checks run in the one order
 * every route keeps, so a caller learns the first thing wrong: access (401/403), the feature, the
 * id (404), the query, the body (400).
 */
export function endpoint<E extends OperationEntry>(
  entry: E,
  handler: (input: EndpointInput<E>) => Promise<EndpointAnswer<E>>,
): Handler<E extends { id: string } ? IdContext : unknown>;
// The signature above gives each route its types; this one sees every shape at once, so it is loose.
export function endpoint(entry: OperationEntry, handler: (input: Loose) => Promise<unknown>): Handler<IdContext> {
  const { access, feature, id: what, query: querySchema, body: bodySchema, optionalBody, answer, created } = entry;
  const check = ACCESS_RULES[access].check;
  return route<IdContext>(async (request, context) => {
    const actor = await runAccessCheck(check, request);
    if (feature) FEATURE_GATES[feature]();
    const id = what === undefined ? undefined : await idFrom(context, what);
    const query = querySchema && parseQuery(request, querySchema);
    const body = bodySchema && (bodyLeftOut(request, optionalBody) ? bodySchema.parse({}) : await parseBody(request, bodySchema));
    const result = await handler({ db: await getDb(), actor, request, id, query, body });
    if (answer === "as-is") return NextResponse.json(result, created ? { status: 201 } : undefined);
    return NextResponse.json({ data: result }, created ? { status: 201 } : undefined);
  });
}
