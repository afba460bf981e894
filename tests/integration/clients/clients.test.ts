import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as getOne, PUT, DELETE } from "@/app/api/clients/[id]/route";
import { GET as list, POST } from "@/app/api/clients/route";
import type { Client, ClientDetail } from "@/lib/schemas/clients";
import * as t from "@/server/db/schema";
import { apiRequest } from "../../support/http";
import { call, expectCursorPaging, expectIssue, seededDatabase, type ErrorBody } from "./admin-api";
import { fileFixture } from "../../support/file-fixture";

const seeded = fileFixture(seededDatabase);

const clientRow = async (id: string) => (await seeded.db.select().from(t.clients).where(eq(t.clients.id, id)))[0];
const clientCount = async () => (await seeded.db.select({ id: t.clients.id }).from(t.clients)).length;

async function create(body: unknown) {
  return call<{ data: ClientDetail }>(POST, "/api/clients", { method: "POST", body, ...seeded.callers.admin });
}

describe("GET /api/clients", () => {
  it("lists clients by name with their project counts", async () => {
    const result = await call<{ data: Client[] }>(list, "/api/clients", seeded.callers.admin);
    expect(result.status).toBe(200);
    const seededOnes = result.body.data.filter((c) => ["Helios Logistics", "Northwind Energy"].includes(c.name));
    expect(seededOnes.map((c) => [c.name, c.projectsCount, c.countryCode])).toEqual([
      ["Helios Logistics", 1, "AE"],
      ["Northwind Energy", 2, "CH"],
    ]);
    expect(seededOnes[0]!.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
  });

  it("pages by name with a cursor to the end, without a duplicate or a gap; limit over 200 is 400", async () => {
    await expectCursorPaging(list, "/api/clients", seeded.callers.admin, { atLeast: 2 });
  });

  it("answers the admin API key", async () => {
    expect((await call(list, "/api/clients", seeded.callers.apiKey)).status).toBe(200);
  });

  it("refuses contractors (403) and anonymous callers (401)", async () => {
    expect((await call(list, "/api/clients", seeded.callers.contractor)).status).toBe(403);
    expect((await call(list, "/api/clients", seeded.callers.anonymous)).status).toBe(401);
  });
});

describe("POST /api/clients", () => {
  it("creates a client", async () => {
    const result = await create({ name: "  Acme Rail ", countryCode: "de", contactEmail: "Billing@Acme.example" });
    expect(result.status).toBe(201);
    expect(result.body.data).toMatchObject({
      name: "Acme Rail",
      countryCode: "DE",
      contactEmail: "billing@acme.example",
      projectsCount: 0,
      projects: [],
      version: 1,
    });
    expect(await clientRow(result.body.data.id)).toMatchObject({ name: "Acme Rail" });
  });

  it.each([
    [{ name: "" }, "name"],
    [{}, "name"],
    [{ name: "X", countryCode: "XX" }, "countryCode"],
    [{ name: "X", contactEmail: "not-an-email" }, "contactEmail"],
    [{ name: "x".repeat(201) }, "name"],
    [{ name: "X", address: "a".repeat(1001) }, "address"],
    [{ name: "X", invoicingEntityId: "nope" }, "invoicingEntityId"],
    [{ name: "X", invoicingEntityId: "5f0c2d1e-8a7b-4c6d-9e1f-2a3b4c5d6e7f" }, "invoicingEntityId"],
  ])("refuses %j with a 400 naming %s", async (body, path) => {
    const before = await clientCount();
    expectIssue(await create(body), path);
    expect(await clientCount()).toBe(before);
  });

  it("refuses a body that is not JSON", async () => {
    const response = await POST(
      new Request("http://localhost:3000/api/clients", {
        method: "POST",
        headers: { ...Object.fromEntries(apiRequest("/", seeded.callers.admin).headers), "content-type": "text/plain" },
        body: "name=x",
      }),
      undefined,
    );
    expect(response.status).toBe(415);
  });

  it("refuses a name that exists, whatever its case, with 409 and a clear message", async () => {
    const before = await clientCount();
    const result = await create({ name: "NORTHWIND energy" });
    expect(result.status).toBe(409);
    expect((result.body as unknown as ErrorBody).error.message).toBe("A client named 'NORTHWIND energy' already exists. Choose another name.");
    expect(await clientCount()).toBe(before);
  });

  it("refuses contractors, the anonymous and wrong API keys", async () => {
    const before = await clientCount();
    expect((await call(POST, "/api/clients", { method: "POST", body: { name: "Nope" }, ...seeded.callers.contractor })).status).toBe(403);
    expect((await call(POST, "/api/clients", { method: "POST", body: { name: "Nope" } })).status).toBe(401);
    expect((await call(POST, "/api/clients", { method: "POST", body: { name: "Nope" }, headers: { "x-api-key": "wrong" } })).status).toBe(401);
    expect(await clientCount()).toBe(before);
  });

  it("creates with the admin API key", async () => {
    const result = await call<{ data: ClientDetail }>(POST, "/api/clients", { method: "POST", body: { name: "Keyed Client" }, ...seeded.callers.apiKey });
    expect(result.status).toBe(201);
  });
});

describe("GET /api/clients/{id}", () => {
  it("returns a client with its projects", async () => {
    const [northwind] = await seeded.db.select().from(t.clients).where(eq(t.clients.name, "Northwind Energy"));
    const result = await call<{ data: ClientDetail }>(getOne, `/api/clients/${northwind!.id}`, { ...seeded.callers.admin, params: { id: northwind!.id } });
    expect(result.status).toBe(200);
    expect(result.body.data.projects.map((p) => [p.name, p.archived])).toEqual([
      ["Data Platform Migration", false],
      ["Grid Modernisation", false],
    ]);
  });

  it.each(["00000000-0000-4000-8000-000000000000", "not-a-uuid"])("answers 404 for %s", async (id) => {
    const result = await call<ErrorBody>(getOne, `/api/clients/${id}`, { ...seeded.callers.admin, params: { id } });
    expect(result.status).toBe(404);
    expect(result.body.error.message).toBe("Client not found.");
  });

  it("refuses contractors", async () => {
    const [any] = await seeded.db.select().from(t.clients).limit(1);
    expect((await call(getOne, "/api/clients/x", { ...seeded.callers.contractor, params: { id: any!.id } })).status).toBe(403);
  });
});

describe("a client's address and invoicing entity", () => {
  it("are kept on create, changed or cleared on update, and listed", async () => {
    const [entity] = await seeded.db.insert(t.invoicingEntities).values({ name: "Settle Holding AG", countryCode: "CH" }).returning();
    const created = await create({ name: "Addressed", address: " Bahnhofstrasse 1\n8001 Zürich ", invoicingEntityId: entity!.id });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ address: "Bahnhofstrasse 1\n8001 Zürich", invoicingEntity: { id: entity!.id, name: "Settle Holding AG" } });
    const listed = await call<{ data: Client[] }>(list, "/api/clients", seeded.callers.admin);
    expect(listed.body.data.find((c) => c.name === "Addressed")).toMatchObject({ invoicingEntity: { name: "Settle Holding AG" } });
    const cleared = await call<{ data: ClientDetail }>(PUT, "/api/clients/x", {
      method: "PUT",
      body: { address: null, invoicingEntityId: null, version: 1 },
      ...seeded.callers.admin,
      params: { id: created.body.data.id },
    });
    expect(cleared.body.data).toMatchObject({ name: "Addressed", address: null, invoicingEntity: null, version: 2 });
  });
});

describe("PUT /api/clients/{id}", () => {
  it("changes the fields sent and bumps the version", async () => {
    const created = (await create({ name: "Update Me", countryCode: "CH" })).body.data;
    const result = await call<{ data: ClientDetail }>(PUT, "/api/clients/x", {
      method: "PUT",
      body: { name: "Updated", contactEmail: "a@b.example", version: 1 },
      ...seeded.callers.admin,
      params: { id: created.id },
    });
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({ name: "Updated", countryCode: "CH", contactEmail: "a@b.example", version: 2 });
    const cleared = await call<{ data: ClientDetail }>(PUT, "/api/clients/x", {
      method: "PUT",
      body: { countryCode: null, version: 2 },
      ...seeded.callers.admin,
      params: { id: created.id },
    });
    expect(cleared.body.data).toMatchObject({ name: "Updated", countryCode: null, version: 3 });
  });

  it("refuses a stale version with 409 and changes nothing", async () => {
    const created = (await create({ name: "Stale Client" })).body.data;
    const before = await clientRow(created.id);
    const result = await call<ErrorBody>(PUT, "/api/clients/x", {
      method: "PUT",
      body: { name: "Lost Update", version: 7 },
      ...seeded.callers.admin,
      params: { id: created.id },
    });
    expect(result.status).toBe(409);
    expect(result.body.error.code).toBe("STALE_VERSION");
    expect(await clientRow(created.id)).toEqual(before);
  });

  it("refuses a taken name with 409 and changes nothing", async () => {
    const created = (await create({ name: "Rename Me" })).body.data;
    const before = await clientRow(created.id);
    const result = await call<ErrorBody>(PUT, "/api/clients/x", {
      method: "PUT",
      body: { name: "Helios Logistics", version: 1 },
      ...seeded.callers.admin,
      params: { id: created.id },
    });
    expect(result.status).toBe(409);
    expect(result.body.error.message).toBe("A client named 'Helios Logistics' already exists. Choose another name.");
    expect(await clientRow(created.id)).toEqual(before);
  });

  it("needs the version it read", async () => {
    const created = (await create({ name: "Versionless" })).body.data;
    expectIssue(await call(PUT, "/api/clients/x", { method: "PUT", body: { name: "V" }, ...seeded.callers.admin, params: { id: created.id } }), "version");
  });

  it("answers 404 for an unknown client and 403 for contractors", async () => {
    const unknown = "00000000-0000-4000-8000-000000000001";
    expect((await call(PUT, "/api/clients/x", { method: "PUT", body: { version: 1 }, ...seeded.callers.admin, params: { id: unknown } })).status).toBe(404);
    const created = (await create({ name: "Contractor Cannot" })).body.data;
    const result = await call(PUT, "/api/clients/x", { method: "PUT", body: { name: "Hacked", version: 1 }, ...seeded.callers.contractor, params: { id: created.id } });
    expect(result.status).toBe(403);
    expect((await clientRow(created.id))?.name).toBe("Contractor Cannot");
  });
});

describe("DELETE /api/clients/{id}", () => {
  it("refuses a client with projects with the spec's words and keeps it", async () => {
    const [northwind] = await seeded.db.select().from(t.clients).where(eq(t.clients.name, "Northwind Energy"));
    const result = await call<ErrorBody>(DELETE, "/api/clients/x", { method: "DELETE", ...seeded.callers.admin, params: { id: northwind!.id } });
    expect(result.status).toBe(409);
    expect(result.body.error.message).toBe("This client still has projects; archive or move them first.");
    expect(await clientRow(northwind!.id)).toBeDefined();
  });

  it("deletes a client without projects", async () => {
    const created = (await create({ name: "Delete Me" })).body.data;
    const result = await call(DELETE, "/api/clients/x", { method: "DELETE", ...seeded.callers.admin, params: { id: created.id } });
    expect(result).toEqual({ status: 200, body: { data: { id: created.id, deleted: true } } });
    expect(await clientRow(created.id)).toBeUndefined();
    expect((await call(DELETE, "/api/clients/x", { method: "DELETE", ...seeded.callers.admin, params: { id: created.id } })).status).toBe(404);
  });

  it("refuses contractors and the anonymous, keeping the client", async () => {
    const created = (await create({ name: "Keep Me" })).body.data;
    expect((await call(DELETE, "/api/clients/x", { method: "DELETE", ...seeded.callers.contractor, params: { id: created.id } })).status).toBe(403);
    expect((await call(DELETE, "/api/clients/x", { method: "DELETE", params: { id: created.id } })).status).toBe(401);
    expect(await clientRow(created.id)).toBeDefined();
  });
});
