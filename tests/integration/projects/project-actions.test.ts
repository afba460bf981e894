import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as action } from "@/app/api/projects/[id]/[action]/route";
import { POST as createProject } from "@/app/api/projects/route";
import type { ProjectDetail } from "@/lib/schemas/projects";
import * as t from "@/server/db/schema";
import { call, contractorIdByEmail, expectIssue, projectIdByName, seededDatabase, type ErrorBody } from "../clients/admin-api";

let seeded: Awaited<ReturnType<typeof seededDatabase>>;
let northwindId: string;
let lukasId: string;
let amaraId: string;

beforeAll(async () => {
  seeded = await seededDatabase();
  const [northwind] = await seeded.db.select().from(t.clients).where(eq(t.clients.name, "Northwind Energy"));
  northwindId = northwind!.id;
  lukasId = await contractorIdByEmail(seeded.db, "lukas@settle.local");
  amaraId = await contractorIdByEmail(seeded.db, "amara@settle.local");
});

afterAll(async () => {
  await seeded.database.dispose();
});

async function newProject(name: string, extra: Record<string, unknown> = {}) {
  const result = await call<{ data: ProjectDetail }>(createProject, "/api/projects", {
    method: "POST",
    body: { name, clientId: northwindId, ...extra },
    ...seeded.callers.admin,
  });
  return result.body.data;
}

function run<T = { data: ProjectDetail }>(id: string, name: string, body?: unknown, caller: { cookie?: string; headers?: Record<string, string> } = seeded.callers.admin) {
  return call<T>(action, `/api/projects/${id}/${name}`, { method: "POST", body, ...caller, params: { id, action: name } });
}

const projectRow = async (id: string) => (await seeded.db.select().from(t.projects).where(eq(t.projects.id, id)))[0];
const engagementOf = async (projectId: string, contractorId: string) =>
  (
    await seeded.db
      .select()
      .from(t.projectEngagements)
      .where(and(eq(t.projectEngagements.projectId, projectId), eq(t.projectEngagements.contractorId, contractorId)))
  )[0];

describe("POST /api/projects/{id}/{action}", () => {
  it("answers an unknown action with 400 and the list of actions", async () => {
    const project = await newProject("Actions");
    const result = await run<ErrorBody>(project.id, "explode");
    expect(result.status).toBe(400);
    expect(result.body.error.message).toBe("Unknown project action 'explode'. Use one of: archive, unarchive, assign-contractor, remove-contractor.");
  });

  it("refuses contractors (403), the anonymous (401) and answers 404 for unknown projects", async () => {
    const project = await newProject("Guarded");
    expect((await run(project.id, "archive", undefined, seeded.callers.contractor)).status).toBe(403);
    expect((await run(project.id, "archive", undefined, {})).status).toBe(401);
    expect((await run("00000000-0000-4000-8000-000000000000", "archive")).status).toBe(404);
    expect((await projectRow(project.id))?.archivedAt).toBeNull();
  });
});

describe("archive and unarchive", () => {
  it("archives and unarchives, bumping the version", async () => {
    const project = await newProject("Archivable");
    const archived = await run(project.id, "archive");
    expect(archived.status).toBe(200);
    expect(archived.body.data).toMatchObject({ archived: true, version: 2 });
    const again = await run<ErrorBody>(project.id, "archive");
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe("This project is already archived.");
    const back = await run(project.id, "unarchive", { version: 2 });
    expect(back.body.data).toMatchObject({ archived: false, archivedAt: null, version: 3 });
    const notArchived = await run<ErrorBody>(project.id, "unarchive");
    expect(notArchived.body.error.message).toBe("This project is not archived.");
  });

  it("refuses a stale version and changes nothing", async () => {
    const project = await newProject("Stale Archive");
    const before = await projectRow(project.id);
    const result = await run<ErrorBody>(project.id, "archive", { version: 9 });
    expect(result.status).toBe(409);
    expect(result.body.error.code).toBe("STALE_VERSION");
    expect(await projectRow(project.id)).toEqual(before);
  });

  it("takes an empty body as none, the way a browser may send it", async () => {
    const project = await newProject("Empty Body");
    const request = new Request(`http://localhost:3000/api/projects/${project.id}/archive`, {
      method: "POST",
      headers: { cookie: seeded.callers.admin.cookie, origin: "http://localhost:3000" },
      body: "",
    });
    const response = await action(request, { params: Promise.resolve({ id: project.id, action: "archive" }) });
    expect(response.status).toBe(200);
    expect((await projectRow(project.id))?.archivedAt).not.toBeNull();
  });

  it("refuses a body that is not JSON", async () => {
    const project = await newProject("Text Body");
    const request = new Request(`http://localhost:3000/api/projects/${project.id}/archive`, {
      method: "POST",
      headers: { cookie: seeded.callers.admin.cookie, origin: "http://localhost:3000", "content-type": "application/json" },
      body: "{oops",
    });
    const response = await action(request, { params: Promise.resolve({ id: project.id, action: "archive" }) });
    expect(response.status).toBe(400);
    expect((await projectRow(project.id))?.archivedAt).toBeNull();
  });

  it("refuses a body that is not valid", async () => {
    const project = await newProject("Bad Archive Body");
    expectIssue(await run(project.id, "archive", { version: "one" }), "version");
  });
});

describe("assign-contractor", () => {
  it("creates the project engagement without rates", async () => {
    const project = await newProject("Assignable");
    const result = await run(project.id, "assign-contractor", { contractorId: lukasId, startDate: "2026-03-01", bonusEligible: true });
    expect(result.status).toBe(200);
    expect(result.body.data.engagements).toEqual([
      expect.objectContaining({
        contractor: expect.objectContaining({ id: lukasId, name: "Lukas Meier" }),
        startDate: "2026-03-01",
        endDate: null,
        expensesEligible: true,
        bonusEligible: true,
        engagements: [],
        timesheetsCount: 0,
      }),
    ]);
    expect(result.body.data.contractorsCount).toBe(1);
  });

  it("refuses a second assignment of the same contractor", async () => {
    const project = await newProject("Twice");
    await run(project.id, "assign-contractor", { contractorId: lukasId, startDate: "2026-03-01" });
    const result = await run<ErrorBody>(project.id, "assign-contractor", { contractorId: lukasId, startDate: "2026-04-01" });
    expect(result.status).toBe(409);
    expect(result.body.error.message).toBe("This contractor is already assigned to this project.");
    expect((await engagementOf(project.id, lukasId))?.startDate).toBe("2026-03-01");
  });

  it.each([
    [{ startDate: "2026-03-01" }, "contractorId"],
    [{ contractorId: "LUKAS" }, "startDate"],
    [{ contractorId: "LUKAS", startDate: "2026-03-01", endDate: "2026-02-01" }, "endDate"],
    [{ contractorId: "00000000-0000-4000-8000-000000000000", startDate: "2026-03-01" }, "contractorId"],
    [{ contractorId: "LUKAS", startDate: "2025-12-31" }, "startDate"],
    [{ contractorId: "LUKAS", startDate: "2026-03-01", expensesEligible: "yes" }, "expensesEligible"],
  ])("refuses %j with a 400 naming %s", async (body, path) => {
    const project = await newProject(`Invalid ${path} ${Math.random()}`, { startDate: "2026-01-01" });
    const withId = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, v === "LUKAS" ? lukasId : v]));
    expectIssue(await run(project.id, "assign-contractor", withId), path);
    expect(await engagementOf(project.id, lukasId)).toBeUndefined();
  });

  it("refuses an archived project and a deactivated contractor", async () => {
    const project = await newProject("Archived Assign");
    await run(project.id, "archive");
    const archived = await run<ErrorBody>(project.id, "assign-contractor", { contractorId: lukasId, startDate: "2026-03-01" });
    expect(archived.status).toBe(409);
    expect(archived.body.error.message).toBe("This project is archived; unarchive it before assigning contractors.");
    const open = await newProject("Inactive Assign");
    const [lukasUser] = await seeded.db.select({ userId: t.contractors.userId }).from(t.contractors).where(eq(t.contractors.id, lukasId));
    await seeded.db.update(t.user).set({ active: false }).where(eq(t.user.id, lukasUser!.userId));
    try {
      const inactive = await run<ErrorBody>(open.id, "assign-contractor", { contractorId: lukasId, startDate: "2026-03-01" });
      expect(inactive.status).toBe(409);
      expect(inactive.body.error.message).toBe("This contractor is deactivated; reactivate them before assigning them to a project.");
      expect(await engagementOf(open.id, lukasId)).toBeUndefined();
    } finally {
      await seeded.db.update(t.user).set({ active: true }).where(eq(t.user.id, lukasUser!.userId));
    }
  });

  it("works with the admin API key", async () => {
    const project = await newProject("Keyed Assign");
    expect((await run(project.id, "assign-contractor", { contractorId: lukasId, startDate: "2026-03-01" }, seeded.callers.apiKey)).status).toBe(200);
  });
});

describe("remove-contractor", () => {
  it("removes an engagement whose timesheets are untouched, auditing their deletion", async () => {
    const project = await newProject("Removable");
    await run(project.id, "assign-contractor", { contractorId: lukasId, startDate: "2026-03-01" });
    const engagement = (await engagementOf(project.id, lukasId))!;
    const [period] = await seeded.db.insert(t.engagements).values({ projectEngagementId: engagement.id, startDate: "2026-03-01" }).returning();
    await seeded.db.insert(t.rates).values({ engagementId: period!.id, frequency: "DAILY", amount: "500.00", currency: "EUR" });
    const [timesheet] = await seeded.db
      .insert(t.timesheets)
      .values({ projectEngagementId: engagement.id, contractorId: lukasId, projectId: project.id, billingPeriod: "2026-03-15" })
      .returning();
    const result = await run(project.id, "remove-contractor", { contractorId: lukasId });
    expect(result.status).toBe(200);
    expect(result.body.data.engagements).toEqual([]);
    expect(await engagementOf(project.id, lukasId)).toBeUndefined();
    expect(await seeded.db.select().from(t.timesheets).where(eq(t.timesheets.id, timesheet!.id))).toEqual([]);
    expect(await seeded.db.select().from(t.engagements).where(eq(t.engagements.id, period!.id))).toEqual([]);
    const [log] = await seeded.db.select().from(t.activityLogs).where(eq(t.activityLogs.entityId, timesheet!.id));
    expect(log).toMatchObject({ action: "DELETE", entityType: "timesheet", event: "remove-contractor", actorLabel: "admin@settle.local" });
    expect(log!.before).toMatchObject({ id: timesheet!.id, billingPeriod: "2026-03-15" });
  });

  it("refuses when the contractor recorded work on the project, changing nothing", async () => {
    const grid = await projectIdByName(seeded.db, "Grid Modernisation");
    const engagement = (await engagementOf(grid, amaraId))!;
    const timesheetsBefore = await seeded.db.select().from(t.timesheets).where(eq(t.timesheets.projectEngagementId, engagement.id));
    const result = await run<ErrorBody>(grid, "remove-contractor", { contractorId: amaraId });
    expect(result.status).toBe(409);
    expect(result.body.error.message).toBe(
      "This contractor has recorded work on this project (records, expenses or submissions), so they cannot be removed; end their engagement instead.",
    );
    expect(await engagementOf(grid, amaraId)).toEqual(engagement);
    expect(await seeded.db.select().from(t.timesheets).where(eq(t.timesheets.projectEngagementId, engagement.id))).toEqual(timesheetsBefore);
  });

  it("refuses when one timesheet was submitted empty, even without records", async () => {
    const project = await newProject("Submitted Empty");
    await run(project.id, "assign-contractor", { contractorId: lukasId, startDate: "2026-03-01" });
    const engagement = (await engagementOf(project.id, lukasId))!;
    await seeded.db.insert(t.timesheets).values({
      projectEngagementId: engagement.id,
      contractorId: lukasId,
      projectId: project.id,
      billingPeriod: "2026-03-15",
      status: "APPROVED",
      feeStatus: "NOT_SUBMITTED",
      expensesStatus: "NOT_SUBMITTED",
    });
    expect((await run(project.id, "remove-contractor", { contractorId: lukasId })).status).toBe(409);
    expect(await engagementOf(project.id, lukasId)).toBeDefined();
  });

  it("answers 404 for a contractor who is not on the project and 400 for a bad body", async () => {
    const project = await newProject("Nobody Here");
    const result = await run<ErrorBody>(project.id, "remove-contractor", { contractorId: lukasId });
    expect(result.status).toBe(404);
    expect(result.body.error.message).toBe("This contractor is not assigned to this project.");
    expectIssue(await run(project.id, "remove-contractor", {}), "contractorId");
  });

  it("refuses contractors", async () => {
    const project = await newProject("Contractor Remove");
    await run(project.id, "assign-contractor", { contractorId: lukasId, startDate: "2026-03-01" });
    expect((await run(project.id, "remove-contractor", { contractorId: lukasId }, seeded.callers.contractor)).status).toBe(403);
    expect(await engagementOf(project.id, lukasId)).toBeDefined();
  });
});
