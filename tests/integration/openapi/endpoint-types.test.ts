import { describe, expect, expectTypeOf, it } from "vitest";
import { z } from "zod";
import type { Actor } from "@/server/auth/actor";
import { endpoint } from "@/server/http/endpoint";
import type { DocumentedEntry, OperationEntry } from "@/server/openapi/operation";

/**
 * A route-table entry and its handler cannot disagree: each @ts-expect-error below marks a
 * handler that disagrees with its entry, and `tsc --noEmit` (npm run typecheck) fails when one
 * of them compiles, as an unused @ts-expect-error is itself an error.
 */
const widget = z.object({ id: z.uuid(), name: z.string(), version: z.number().int() });
const entry = {
  method: "put",
  path: "/api/widgets/{id}",
  summary: "Changes a widget.",
  tag: "Widgets",
  access: "admin:write",
  id: "Widget",
  body: z.object({ name: z.string().min(1) }),
  response: z.object({ data: widget }),
} as const satisfies OperationEntry;

const answer = { id: "5a0c5c1e-2a3f-4d8e-9b1a-0d6f1c2b3a4d", name: "Gear", version: 2 };

describe("endpoint() types the handler from its entry", () => {
  it("hands the parsed body, the id and the permission's caller, and takes the data its answer documents", () => {
    const handler = endpoint(entry, async ({ actor, id, body }) => {
      expectTypeOf(body).toEqualTypeOf<{ name: string }>();
      expectTypeOf(id).toEqualTypeOf<string>();
      expectTypeOf(actor).toEqualTypeOf<Actor>();
      return answer;
    });
    expect(typeof handler).toBe("function");
  });

  it("refuses a handler whose answer is off the documented schema", () => {
    // @ts-expect-error version is a number in the entry's response
    endpoint(entry, async () => ({ ...answer, version: "2" }));
    // @ts-expect-error the data, not the whole answer: endpoint() puts it in { data }
    endpoint(entry, async () => ({ data: answer }));
    // @ts-expect-error name is missing
    endpoint(entry, async () => ({ id: answer.id, version: 2 }));
  });

  it("refuses a handler that reads what the entry does not declare", () => {
    // @ts-expect-error the body has no field note
    endpoint(entry, async ({ body }) => ({ ...answer, name: body.note }));
    // @ts-expect-error the entry declares no query
    endpoint(entry, async ({ query }) => ({ ...answer, name: String(query) }));
    const { id: _id, ...withoutId } = entry;
    // @ts-expect-error without `id` in the entry there is no id
    endpoint(withoutId, async ({ id }) => ({ ...answer, id }));
  });

  it("takes the caller of a named check: a person has a user id, a permission's caller may be the API key", () => {
    endpoint({ ...entry, access: "person" }, async ({ actor }) => {
      expectTypeOf(actor.userId).toEqualTypeOf<string>();
      return answer;
    });
    // @ts-expect-error an Actor may be the service principal, whose sessionId is not a person's
    endpoint(entry, async ({ actor }) => ({ ...answer, name: actor.sessionId.toString() }));
  });

  it("answers the whole object as-is only when the entry says so", () => {
    const page = { ...entry, method: "get", answer: "as-is", response: z.object({ data: z.array(widget), nextCursor: z.string().nullable() }) } as const;
    endpoint(page, async () => ({ data: [answer], nextCursor: null }));
    // @ts-expect-error nextCursor is part of the answer
    endpoint(page, async () => ({ data: [answer] }));
  });

  it("refuses an entry documented only (its route file answers by itself)", () => {
    const download = { ...entry, method: "get", handledBy: "download", download: "application/pdf" } as const satisfies DocumentedEntry;
    // @ts-expect-error a documented-only entry is no endpoint
    endpoint(download, async () => answer);
  });
});
