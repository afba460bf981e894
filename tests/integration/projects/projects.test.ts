import { and, eq, inArray, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getOne, PUT, DELETE } from "@/app/api/projects/[id]/route";
import { GET as list, POST } from "@/app/api/projects/route";
import type { ProjectDetail, ProjectListItem } from "@/lib/schemas/projects";
import * as t from "@/server/db/schema";
import { countProjects } from "@/server/services/projects/list-projects";
import { countStatements } from "../../support/statement-counter";
import { call, expectCursorPaging, expectIssue, projectIdByName, seededDatabase, type ErrorBody } from "../clients/admin-api";

let seeded: Awaited<ReturnType<typeof seededDatabase>>;
let northwindId: string;
let heliosId: string;

beforeAll(async () => {
  seeded = await seededDatabase();
  const clients = await seeded.db.select().from(t.clients);
  northwindId = clients.find((c) => c.name === "Northwind Energy")!.id;
  heliosId = clients.find((c) => c.name === "Helios Logistics")!.id;
});

afterAll(async () => {
  await seeded.database.dispose();
});

const projectRow = async (id: string) => (await seeded.db.select().from(t.projects).where(eq(t.projects.id, id)))[0];
const projectCount = async () => (await seeded.db.select({ id: t.projects.id }).from(t.projects)).length;

async function create(body: Record<string, unknown>) {
  return call<{ data: ProjectDetail }>(POST, "/api/projects", { method: "POST", body, ...seeded.callers.admin });
}

describe("GET /api/projects", () => {
  it("lists projects with client, counts of contractors, reviewers and open timesheets", async () => {
    const result = await call<{ data: ProjectListItem[] }>(list, "/api/projects", seeded.callers.admin);
    expect(result.status).toBe(200);
    const byName = new Map(result.body.data.map((p) => [p.name, p]));
    const grid = byName.get("Grid Modernisation")!;
    expect(grid).toMatchObject({ client: { id: northwindId, name: "Northwind Energy" }, contractorsCount: 2, reviewersCount: 1, archived: false });
    expect(grid.invoicingEntity?.name).toBe("Settle Consulting GmbH");
    const open = await seeded.db
      .select({ id: t.timesheets.id })
      .from(t.timesheets)
      .where(and(eq(t.timesheets.projectId, grid.id), ne(t.timesheets.status, "APPROVED"), ne(t.timesheets.status, "CLOSED")));
    expect(grid.openTimesheetsCount).toBe(open.length);
    expect(grid.openTimesheetsCount).toBeGreaterThan(0);
  });

  it("leaves archived projects out unless includeArchived=true", async () => {
    const archived = (await create({ name: "Old Archive", clientId: heliosId })).body.data;
    await seeded.db.update(t.projects).set({ archivedAt: "2026-01-01T00:00:00Z" }).where(eq(t.projects.id, archived.id));
    const active = await call<{ data: ProjectListItem[] }>(list, "/api/projects", seeded.callers.admin);
    expect(active.body.data.map((p) => p.id)).not.toContain(archived.id);
    const all = await call<{ data: ProjectListItem[] }>(list, "/api/projects?includeArchived=true", seeded.callers.admin);
    expect(all.body.data.find((p) => p.id === archived.id)).toMatchObject({ archived: true, archivedAt: "2026-01-01T00:00:00.000000Z" });
  });

  it("pages by name with a cursor to the end, without a duplicate or a gap; limit over 200 is 400", async () => {
    await expectCursorPaging(list, "/api/projects", seeded.callers.admin, { atLeast: 3, pageSize: 2, filters: "includeArchived=true" });
  });

  it("searches project, client and reviewer names on the server and narrows to one client; pages keep the filters", async () => {
    type Page = { data: ProjectListItem[]; nextCursor: string | null };
    const names = async (query: string) => {
      const answer = await call<Page>(list, `/api/projects?${query}`, seeded.callers.admin);
      expect(answer.status).toBe(200);
      return answer.body.data.map((p) => p.name);
    };
    expect(await names("q=grid")).toEqual(["Grid Modernisation"]);
    // A client's name finds its projects; a reviewer's name finds the project they review.
    const northwind = await names("q=NORTHWIND");
    expect(northwind.length).toBeGreaterThan(0);
    const grid = (await call<Page>(list, "/api/projects?q=grid", seeded.callers.admin)).body.data[0]!;
    expect(grid.reviewerNames).toHaveLength(grid.reviewersCount);
    expect(await names(`q=${encodeURIComponent(grid.reviewerNames[0]!)}`)).toContain("Grid Modernisation");
    // % and _ are text, not patterns.
    expect(await names("q=%25")).toEqual([]);
    const helios = await call<Page>(list, `/api/projects?clientId=${heliosId}&includeArchived=true`, seeded.callers.admin);
    expect(helios.body.data.length).toBeGreaterThan(0);
    expect(helios.body.data.every((p) => p.client.id === heliosId)).toBe(true);
    const rows = await seeded.db.select({ id: t.projects.id }).from(t.projects).where(eq(t.projects.clientId, heliosId));
    expect(helios.body.data.map((p) => p.id).sort()).toEqual(rows.map((r) => r.id).sort());
    // Paging with a client filter stays inside the client.
    const first = await call<Page>(list, `/api/projects?clientId=${northwindId}&limit=1`, seeded.callers.admin);
    const next = await call<Page>(list, `/api/projects?clientId=${northwindId}&limit=1&cursor=${first.body.nextCursor}`, seeded.callers.admin);
    expect([...first.body.data, ...next.body.data].every((p) => p.client.id === northwindId)).toBe(true);
    expect(next.body.data[0]?.id).not.toBe(first.body.data[0]?.id);
  });

  it("counts projects and archived ones (of a client) in one statement", async () => {
    const { result, count } = await countStatements(() => countProjects(seeded.db));
    expect(count).toBe(1);
    const all = await seeded.db.select({ archivedAt: t.projects.archivedAt, clientId: t.projects.clientId }).from(t.projects);
    expect(result).toEqual({ total: all.length, archived: all.filter((p) => p.archivedAt !== null).length });
    const ofHelios = all.filter((p) => p.clientId === heliosId);
    expect(await countProjects(seeded.db, heliosId)).toEqual({ total: ofHelios.length, archived: ofHelios.filter((p) => p.archivedAt !== null).length });
  });

  it("refuses a search over 200 characters and a client that is no id", async () => {
    expectIssue(await call(list, `/api/projects?q=${"x".repeat(201)}`, seeded.callers.admin), "q");
    expectIssue(await call(list, "/api/projects?clientId=nope", seeded.callers.admin), "clientId");
  });

  it("refuses a malformed includeArchived", async () => {
    expectIssue(await call(list, "/api/projects?includeArchived=yes", seeded.callers.admin), "includeArchived");
  });

  it("answers the API key, refuses contractors (403) and the anonymous (401)", async () => {
    expect((await call(list, "/api/projects", seeded.callers.apiKey)).status).toBe(200);
    expect((await call(list, "/api/projects", seeded.callers.contractor)).status).toBe(403);
    expect((await call(list, "/api/projects", seeded.callers.anonymous)).status).toBe(401);
  });
});

describe("POST /api/projects", () => {
  it("creates a project of a client", async () => {
    const result = await create({ name: "Wind Farm", clientId: northwindId, startDate: "2026-01-01", endDate: "2027-12-31", description: "Offshore" });
    expect(result.status).toBe(201);
    expect(result.body.data).toMatchObject({
      name: "Wind Farm",
      client: { id: northwindId },
      invoicingEntity: null,
      startDate: "2026-01-01",
      endDate: "2027-12-31",
      description: "Offshore",
      engagements: [],
      reviewers: [],
      contractorsCount: 0,
      version: 1,
    });
  });

  it.each([
    [{ clientId: "CLIENT" }, "name"],
    [{ name: "No client" }, "clientId"],
    [{ name: "Bad id", clientId: "nope" }, "clientId"],
    [{ name: "Unknown client", clientId: "00000000-0000-4000-8000-000000000000" }, "clientId"],
    [{ name: "Unknown entity", clientId: "CLIENT", invoicingEntityId: "00000000-0000-4000-8000-000000000000" }, "invoicingEntityId"],
    [{ name: "Backwards", clientId: "CLIENT", startDate: "2026-05-01", endDate: "2026-04-30" }, "endDate"],
    [{ name: "Bad date", clientId: "CLIENT", startDate: "2026-02-30" }, "startDate"],
  ])("refuses %j with a 400 naming %s", async (body, path) => {
    const before = await projectCount();
    const withClient = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, v === "CLIENT" ? heliosId : v]));
    expectIssue(await create(withClient), path);
    expect(await projectCount()).toBe(before);
  });

  it("refuses a name the client already uses (any case) with 409; another client may use it", async () => {
    const before = await projectCount();
    const taken = await create({ name: "grid modernisation", clientId: northwindId });
    expect(taken.status).toBe(409);
    expect((taken.body as unknown as ErrorBody).error.message).toBe("This client already has a project named 'grid modernisation'. Choose another name.");
    expect(await projectCount()).toBe(before);
    expect((await create({ name: "Grid Modernisation", clientId: heliosId })).status).toBe(201);
  });

  it("refuses contractors and the anonymous", async () => {
    const before = await projectCount();
    const body = { name: "Sneaky", clientId: northwindId };
    expect((await call(POST, "/api/projects", { method: "POST", body, ...seeded.callers.contractor })).status).toBe(403);
    expect((await call(POST, "/api/projects", { method: "POST", body })).status).toBe(401);
    expect(await projectCount()).toBe(before);
  });
});

describe("GET /api/projects/{id}", () => {
  it("returns the project with its contractors' engagements, rates and reviewers", async () => {
    const grid = await projectIdByName(seeded.db, "Grid Modernisation");
    const result = await call<{ data: ProjectDetail }>(getOne, "/api/projects/x", { ...seeded.callers.admin, params: { id: grid } });
    expect(result.status).toBe(200);
    const detail = result.body.data;
    expect(detail.reviewers.map((r) => r.email)).toEqual(["marta.keller@northwind.example"]);
    expect(detail.engagements.map((e) => e.contractor.name)).toEqual(["Amara Okafor", "Sofia Haddad"]);
    const amara = detail.engagements[0]!;
    expect(amara.engagements.map((p) => p.rates.map((r) => `${r.frequency} ${r.amount} ${r.currency}`))).toEqual([["DAILY 800.00 EUR"], ["DAILY 850.00 EUR"]]);
    const timesheets = await seeded.db.select({ id: t.timesheets.id }).from(t.timesheets).where(eq(t.timesheets.projectEngagementId, amara.id));
    expect(amara.timesheetsCount).toBe(timesheets.length);
  });

  it("answers 404 for unknown and malformed ids, 403 for contractors", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "1234"]) {
      const result = await call<ErrorBody>(getOne, "/api/projects/x", { ...seeded.callers.admin, params: { id } });
      expect(result.status).toBe(404);
      expect(result.body.error.message).toBe("Project not found.");
    }
    const grid = await projectIdByName(seeded.db, "Grid Modernisation");
    expect((await call(getOne, "/api/projects/x", { ...seeded.callers.contractor, params: { id: grid } })).status).toBe(403);
  });
});

describe("PUT /api/projects/{id}", () => {
  it("changes the fields sent and bumps the version", async () => {
    const project = (await create({ name: "Put Me", clientId: northwindId, description: "first" })).body.data;
    const result = await call<{ data: ProjectDetail }>(PUT, "/api/projects/x", {
      method: "PUT",
      body: { name: "Put You", clientId: heliosId, description: null, endDate: "2030-01-01", version: 1 },
      ...seeded.callers.admin,
      params: { id: project.id },
    });
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({ name: "Put You", client: { id: heliosId }, description: null, endDate: "2030-01-01", version: 2 });
  });

  it("refuses a stale version with 409 and changes nothing", async () => {
    const project = (await create({ name: "Stale Project", clientId: northwindId })).body.data;
    const before = await projectRow(project.id);
    const result = await call<ErrorBody>(PUT, "/api/projects/x", { method: "PUT", body: { name: "Nope", version: 5 }, ...seeded.callers.admin, params: { id: project.id } });
    expect(result.status).toBe(409);
    expect(result.body.error.code).toBe("STALE_VERSION");
    expect(await projectRow(project.id)).toEqual(before);
  });

  it("refuses dates that would leave a contractor's engagement outside the project", async () => {
    const grid = await projectIdByName(seeded.db, "Grid Modernisation");
    const before = await projectRow(grid);
    const result = await call<ErrorBody>(PUT, "/api/projects/x", {
      method: "PUT",
      body: { startDate: "2099-01-01", version: before!.version },
      ...seeded.callers.admin,
      params: { id: grid },
    });
    expect(result.status).toBe(409);
    expect(result.body.error.message).toMatch(/^A contractor is engaged on this project from \d{4}-\d{2}-\d{2}; the project cannot start later than that\.$/);
    expect(await projectRow(grid)).toEqual(before);
  });

  it("refuses an end date before the stored start date, and a taken name", async () => {
    const project = (await create({ name: "Dated", clientId: northwindId, startDate: "2026-06-01" })).body.data;
    expectIssue(await call(PUT, "/api/projects/x", { method: "PUT", body: { endDate: "2026-05-01", version: 1 }, ...seeded.callers.admin, params: { id: project.id } }), "endDate");
    const taken = await call<ErrorBody>(PUT, "/api/projects/x", { method: "PUT", body: { name: "Data Platform Migration", version: 1 }, ...seeded.callers.admin, params: { id: project.id } });
    expect(taken.status).toBe(409);
    expect(await projectRow(project.id)).toMatchObject({ name: "Dated", endDate: null, version: 1 });
  });

  it("refuses contractors", async () => {
    const project = (await create({ name: "Not Yours", clientId: northwindId })).body.data;
    expect((await call(PUT, "/api/projects/x", { method: "PUT", body: { name: "Mine", version: 1 }, ...seeded.callers.contractor, params: { id: project.id } })).status).toBe(403);
    expect((await projectRow(project.id))?.name).toBe("Not Yours");
  });
});

describe("DELETE /api/projects/{id}", () => {
  it("refuses a project with timesheets, telling to archive it, and keeps everything", async () => {
    const fleet = await projectIdByName(seeded.db, "Fleet Analytics");
    const result = await call<ErrorBody>(DELETE, "/api/projects/x", { method: "DELETE", ...seeded.callers.admin, params: { id: fleet } });
    expect(result.status).toBe(409);
    expect(result.body.error.message).toBe("This project has timesheets; archive it instead.");
    expect(await projectRow(fleet)).toBeDefined();
    expect((await seeded.db.select().from(t.projectEngagements).where(eq(t.projectEngagements.projectId, fleet))).length).toBe(1);
  });

  it("deletes a project without timesheets, with its engagements and reviewers", async () => {
    const project = (await create({ name: "Short Lived", clientId: northwindId })).body.data;
    const [amara] = await seeded.db.select({ id: t.contractors.id }).from(t.contractors).innerJoin(t.user, eq(t.user.id, t.contractors.userId)).where(eq(t.user.email, "amara@settle.local"));
    const [engagement] = await seeded.db.insert(t.projectEngagements).values({ projectId: project.id, contractorId: amara!.id, startDate: "2026-01-01" }).returning();
    const [period] = await seeded.db.insert(t.engagements).values({ projectEngagementId: engagement!.id, startDate: "2026-01-01" }).returning();
    await seeded.db.insert(t.rates).values({ engagementId: period!.id, frequency: "DAILY", amount: "100.00", currency: "EUR" });
    await seeded.db.insert(t.timesheetReviewers).values({ projectId: project.id, name: "R", email: "r@example.com" });
    const result = await call(DELETE, "/api/projects/x", { method: "DELETE", ...seeded.callers.admin, params: { id: project.id } });
    expect(result).toEqual({ status: 200, body: { data: { id: project.id, deleted: true } } });
    expect(await projectRow(project.id)).toBeUndefined();
    expect(await seeded.db.select().from(t.engagements).where(eq(t.engagements.id, period!.id))).toEqual([]);
    expect(await seeded.db.select().from(t.timesheetReviewers).where(eq(t.timesheetReviewers.projectId, project.id))).toEqual([]);
  });

  it("refuses contractors and answers 404 for unknown projects", async () => {
    const project = (await create({ name: "Stays", clientId: northwindId })).body.data;
    expect((await call(DELETE, "/api/projects/x", { method: "DELETE", ...seeded.callers.contractor, params: { id: project.id } })).status).toBe(403);
    expect(await projectRow(project.id)).toBeDefined();
    const unknown = await call(DELETE, "/api/projects/x", { method: "DELETE", ...seeded.callers.admin, params: { id: "00000000-0000-4000-8000-000000000009" } });
    expect(unknown.status).toBe(404);
    expect(await seeded.db.select().from(t.projects).where(inArray(t.projects.id, [project.id]))).toHaveLength(1);
  });
});
