import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PUT } from "@/app/api/invoicing-entities/[id]/route";
import { GET as list, POST } from "@/app/api/invoicing-entities/route";
import type { InvoicingEntity } from "@/lib/schemas/invoicing-entities";
import * as t from "@/server/db/schema";
import { call, expectIssue, type ErrorBody } from "../clients/admin-api";
import { settingsDatabase } from "./settings-callers";
import { fileFixture } from "../../support/file-fixture";

const env = fileFixture(settingsDatabase);

const create = (body: unknown, caller: { cookie?: string; headers?: Record<string, string> } = env.callers.admin) =>
  call<{ data: InvoicingEntity }>(POST, "/api/invoicing-entities", { method: "POST", body, ...caller });
const update = (id: string, body: unknown, caller: { cookie?: string; headers?: Record<string, string> } = env.callers.admin) =>
  call<{ data: InvoicingEntity }>(PUT, "/api/invoicing-entities/x", { method: "PUT", body, ...caller, params: { id } });
const entityRow = async (id: string) => (await env.db.select().from(t.invoicingEntities).where(eq(t.invoicingEntities.id, id)))[0];
const entityCount = async () => (await env.db.select().from(t.invoicingEntities)).length;

describe("POST /api/invoicing-entities", () => {
  it("creates an entity", async () => {
    const result = await create({ name: "Settle AG", countryCode: "ch", currency: "CHF", address: "Main St 1", vatNumber: "CHE-1" });
    expect(result.status).toBe(201);
    expect(result.body.data).toMatchObject({ name: "Settle AG", partyType: "ENTITY", countryCode: "CH", currency: "CHF", version: 1 });
  });

  it.each([
    [{}, "name"],
    [{ name: "X", partyType: "COMPANY" }, "partyType"],
    [{ name: "X", currency: "JPY" }, "currency"],
    [{ name: "X", countryCode: "QQ" }, "countryCode"],
    [{ name: "X", vatNumber: "1".repeat(51) }, "vatNumber"],
    [{ name: "X", iban: "DE89 3704 0044 0532 0130 01" }, "iban"],
    [{ name: "X", bic: "COBADEF" }, "bic"],
    [{ name: "X", bic: "COBAQQFFXXX" }, "bic"],
  ])("refuses %j with a 400 naming %s", async (body, path) => {
    const before = await entityCount();
    expectIssue(await create(body), path);
    expect(await entityCount()).toBe(before);
  });

  it("stores the account payment runs pay from, compact and upper case, and lists it", async () => {
    const result = await create({ name: "Paying GmbH", iban: "de89 3704 0044 0532 0130 00", bic: "cobadeffxxx" });
    expect(result.status).toBe(201);
    expect(result.body.data).toMatchObject({ iban: "DE89370400440532013000", bic: "COBADEFFXXX" });
    const listed = await call<{ data: InvoicingEntity[] }>(list, "/api/invoicing-entities", env.callers.admin);
    expect(listed.body.data.find((e) => e.id === result.body.data.id)).toMatchObject({ iban: "DE89370400440532013000", bic: "COBADEFFXXX" });
    const cleared = await update(result.body.data.id, { iban: null, bic: null, version: result.body.data.version });
    expect(cleared.body.data).toMatchObject({ iban: null, bic: null });
  });

  it("refuses contractors (403) and the anonymous (401); the API key may create", async () => {
    const before = await entityCount();
    expect((await create({ name: "No" }, env.callers.contractor)).status).toBe(403);
    expect((await create({ name: "No" }, {})).status).toBe(401);
    expect(await entityCount()).toBe(before);
    expect((await create({ name: "Keyed GmbH", partyType: "PERSON" }, env.callers.apiKey)).status).toBe(201);
  });
});

describe("GET /api/invoicing-entities", () => {
  it("lists entities by name for admins and, read only, for contractors", async () => {
    for (const caller of [env.callers.admin, env.callers.contractor, env.callers.apiKey]) {
      const result = await call<{ data: InvoicingEntity[] }>(list, "/api/invoicing-entities", caller);
      expect(result.status).toBe(200);
      const names = result.body.data.map((e) => e.name);
      expect(names).toEqual([...names].sort());
      expect(names).toContain("Settle AG");
    }
  });

  it("refuses the anonymous", async () => {
    expect((await call(list, "/api/invoicing-entities")).status).toBe(401);
  });
});

describe("PUT /api/invoicing-entities/{id}", () => {
  it("changes the fields sent and bumps the version", async () => {
    const entity = (await create({ name: "Change Me", currency: "EUR" })).body.data;
    const result = await update(entity.id, { name: "Changed", currency: null, partyType: "PERSON", version: 1 });
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({ name: "Changed", currency: null, partyType: "PERSON", version: 2 });
  });

  it("refuses a stale version and changes nothing", async () => {
    const entity = (await create({ name: "Stale Entity" })).body.data;
    const before = await entityRow(entity.id);
    const result = await update(entity.id, { name: "Lost", version: 2 });
    expect(result.status).toBe(409);
    expect((result.body as unknown as ErrorBody).error.code).toBe("STALE_VERSION");
    expect(await entityRow(entity.id)).toEqual(before);
  });

  it("refuses bad input, contractors, and unknown ids", async () => {
    const entity = (await create({ name: "Guarded Entity" })).body.data;
    const before = await entityRow(entity.id);
    expectIssue(await update(entity.id, { currency: "XYZ", version: 1 }), "currency");
    expectIssue(await update(entity.id, { name: "No version" }), "version");
    expect((await update(entity.id, { name: "Mine", version: 1 }, env.callers.contractor)).status).toBe(403);
    expect((await update(entity.id, { name: "Mine", version: 1 }, {})).status).toBe(401);
    expect((await update("00000000-0000-4000-8000-000000000000", { version: 1 })).status).toBe(404);
    expect((await update("bad-id", { version: 1 })).status).toBe(404);
    expect(await entityRow(entity.id)).toEqual(before);
  });
});
