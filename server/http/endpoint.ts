import "server-only";
import { NextResponse } from "next/server";
import type { z } from "zod";
import type { Permission } from "@/lib/policies/permissions";
import { requireActor, type Actor } from "@/server/auth/actor";
import { getDb, type Database } from "@/server/db";
import { assertExpensesEnabled, assertInvoicingEnabled } from "@/server/invoices/feature-flags";
import { idFrom } from "./params";
import { parseBody, parseQuery, route, type Handler } from "./respond";

type IdContext = { params: Promise<{ id: string }> };

/**
 * Who may call: a permission, anyone signed in (the API key too), or a route's own check that
 * answers the caller (a person only, a permission of two, an owner) and throws otherwise.
 */
type Access<A> = Permission | "signed-in" | ((request: Request) => Promise<A>);

const FEATURE_GATES = { invoicing: assertInvoicingEnabled, expenses: assertExpensesEnabled };

interface Options<A, I, Q, B> {
  access: Access<A>;
  /** A switched-off feature is a 404 to whoever may call, before the id, query or body is looked at. */
  feature?: keyof typeof FEATURE_GATES;
  /** The `[id]` param, named in the 404 of an id that names nothing (idFrom). */
  id?: I;
  query?: Q;
  body?: B;
  /** The body may be left out: a request without a content type reads as `{}` through the schema. */
  bodyOptional?: true;
  /** `{ data }` with 200 (the default) or 201; "as-is" answers the service's own object (a page with nextCursor). */
  answer?: "data" | "created" | "as-is";
}

type Input<A, I, Q, B> = { db: Database; actor: A; request: Request } & (I extends string ? { id: string } : unknown) &
  (Q extends z.ZodType ? { query: z.output<Q> } : unknown) &
  (B extends z.ZodType ? { body: z.output<B> } : unknown);

type Loose = { db: Database; actor: unknown; request: Request; id?: string; query?: unknown; body?: unknown };

/**
 * A route handler as a declaration: who may call, the id, the query and the body it reads, and
 * the service call. The checks run in the one order every route keeps, so a caller learns the
 * first thing wrong: access (401/403), the feature, the id (404), the query, the body (400).
 */
export function endpoint<
  I extends string | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  A = Actor,
>(
  options: Options<A, I, Q, B>,
  handler: (input: Input<A, I, Q, B>) => Promise<unknown>,
): Handler<I extends string ? IdContext : unknown>;
// The signature above gives each route its types; this one sees every shape at once, so it is loose.
export function endpoint(
  options: Options<unknown, string, z.ZodType, z.ZodType>,
  handler: (input: Loose) => Promise<unknown>,
): Handler<IdContext> {
  const { access, feature, id: what, query: querySchema, body: bodySchema, bodyOptional, answer = "data" } = options;
  return route<IdContext>(async (request, context) => {
    const actor = typeof access === "function" ? await access(request) : await requireActor(request, access === "signed-in" ? undefined : access);
    if (feature) FEATURE_GATES[feature]();
    const id = what === undefined ? undefined : await idFrom(context, what);
    const query = querySchema && parseQuery(request, querySchema);
    const body = bodySchema && (bodyOptional && !request.headers.has("content-type") ? bodySchema.parse({}) : await parseBody(request, bodySchema));
    const result = await handler({ db: await getDb(), actor, request, id, query, body });
    if (answer === "as-is") return NextResponse.json(result);
    return NextResponse.json({ data: result }, answer === "created" ? { status: 201 } : undefined);
  });
}
