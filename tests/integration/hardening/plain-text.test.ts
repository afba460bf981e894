import { describe, expect, it } from "vitest";
import { GET as listClients, POST as createClient } from "@/app/api/clients/route";
import { PUT as putUser } from "@/app/api/user/route";
import { plainText } from "@/lib/schemas/common";
import { clients, contractors } from "@/server/db/schema";
import { call, type ErrorJson } from "../../support/http";
import { withSignedInContractor } from "../../support/signed-in-contractor";

const carl = withSignedInContractor();
const API_KEY = { "x-api-key": "test-admin-api-key" };


const CONTROL = ["\u0000", "\u0001", "\u0007", "\u0008", "\u000b", "\u000c", "\r", "\u001b", "\u001f", "\u007f"];

describe("control characters in text", () => {
  it.each(CONTROL.map((c) => [JSON.stringify(c), c]))("refuses %s in a stored text with 400 and stores nothing", async (_, c) => {
    const before = await carl.database.db.select().from(clients);
    const { status, body } = await call<ErrorJson>(createClient, "/api/clients", { headers: API_KEY, body: { name: `Acme${c}Corp` } });
    expect(status).toBe(400);
    expect(body.error.issues).toEqual([{ path: "name", key: "textNotContainControl", message: "Text may not contain control characters other than tab and newline." }]);
    expect(await carl.database.db.select().from(clients)).toEqual(before);
  });

  it("finds them nested and in object keys", async () => {
    const { status, body } = await call<ErrorJson>(putUser, "/api/user", { method: "PUT", cookie: carl.cookie, body: { productTours: { "tour\u0000": true } } });
    expect(status).toBe(400);
    expect(body.error.issues?.[0]?.path).toBe("productTours.tour\u0000");
  });

  it("refuses them in the query string too", async () => {
    const { status } = await call<ErrorJson>(listClients, "/api/clients?search=%00", { headers: API_KEY });
    expect(status).toBe(400);
  });

  it("keeps tab and newline", async () => {
    expect(plainText.safeParse("line one\n\tline two").success).toBe(true);
    expect(plainText.safeParse("nul\u0000").success).toBe(false);
    // In a text that may have lines (a name may not: invisible-characters.test.ts).
    const { status } = await call(createClient, "/api/clients", { headers: API_KEY, body: { name: "Tab\tand space", address: "line one\n\tline two" } });
    expect(status).toBe(201);
  });
});

/** Issue #45.7: half of a UTF-16 pair on its own ("\\ud800" in JSON) is no character; jsonb refused it with a 500. */
const LONE_SURROGATE_MESSAGE = "Text may not contain a lone surrogate (half of a character's UTF-16 encoding).";

describe("lone surrogates", () => {
  it("refuses one in an object key of a JSON field (productTours) with 400 naming the path, and stores nothing", async () => {
    const before = await carl.database.db.select({ tours: contractors.productTours }).from(contractors);
    const { status, body } = await call<ErrorJson>(putUser, "/api/user", { method: "PUT", cookie: carl.cookie, rawJson: '{"productTours":{"\\ud800":true}}' });
    expect(status).toBe(400);
    expect(body.error.issues).toEqual([{ path: "productTours.\ud800", key: "textNotContainLone", message: LONE_SURROGATE_MESSAGE }]);
    expect(await carl.database.db.select({ tours: contractors.productTours }).from(contractors)).toEqual(before);
  });

  it.each([
    ["a high half alone", '"Acme\\ud800"'],
    ["a low half alone", '"\\udc00Acme"'],
    ["two halves the wrong way round", '"\\udc00\\ud800"'],
  ])("refuses %s in a stored text", async (_, json) => {
    const before = await carl.database.db.select().from(clients);
    const { status, body } = await call<ErrorJson>(createClient, "/api/clients", { headers: API_KEY, rawJson: `{"name":${json}}` });
    expect(status).toBe(400);
    expect(body.error.issues).toEqual([{ path: "name", key: "textNotContainLone", message: LONE_SURROGATE_MESSAGE }]);
    expect(await carl.database.db.select().from(clients)).toEqual(before);
  });

  it("keeps a pair: a character outside the BMP, escaped or not", async () => {
    const { status } = await call(createClient, "/api/clients", { headers: API_KEY, rawJson: '{"name":"Rocket \\ud83d\\ude80 GmbH 💥"}' });
    expect(status).toBe(201);
  });
});
