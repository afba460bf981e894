import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELETE as cancelJob, GET as getJob } from "@/app/api/export-jobs/[id]/route";
import { GET as downloadJob } from "@/app/api/export-jobs/[id]/file/route";
import { GET as listJobs, POST as startJob } from "@/app/api/export-jobs/route";
import { POST as batchExport } from "@/app/api/timesheets/batch/export/route";
import { POST as batchExportExpenses } from "@/app/api/timesheets/batch/export-expenses/route";
import type { ExportJobView } from "@/lib/schemas/export-jobs";
import type { ChangeEvent } from "@/lib/schemas/events";
import type { Actor } from "@/server/auth/actor";
import { rowsOf } from "@/server/db";
import { exportJobs, jobs } from "@/server/db/schema";
import { subscribeToChanges } from "@/server/events/change-feed";
import { mayReceive } from "@/server/events/may-receive";
import { claimExportJobs } from "@/server/services/export-jobs/claim-export-jobs";
import { releaseOrphanedJobs } from "@/server/jobs/settle-jobs";
import { removeExpiredExportJobs } from "@/server/services/export-jobs/remove-expired-export-jobs";
import { workOnExportJobs } from "@/server/services/export-jobs/work-on-export-jobs";
import { installStorage } from "@/server/storage";
import { createDiskStorage } from "@/server/storage/disk-storage";
import { generateCompany } from "@/bench/generate";
import { apiRequest, call, type ErrorJson } from "../../support/http";
import { createUser } from "@/server/services/users/create-user";
import { businessToday } from "@/server/clock";
import { sessionCookie } from "../../support/auth";
import { createTestDatabase } from "../../support/database";
import { ADMIN_API_KEY_HEADERS } from "../../support/seeded";

let seeded: { database: Awaited<ReturnType<typeof createTestDatabase>>; db: Awaited<ReturnType<typeof createTestDatabase>>["db"] };
let contractorCookie: string;
let admin: string;
let adminUserId: string;
let ids: string[];
const uploads = mkdtempSync(path.join(tmpdir(), "settle-export-jobs-"));
const fileOnDisk = (key: string) => path.join(uploads, "uploads", ...key.split("/"));

async function start(body: unknown, options: { cookie?: string; headers?: Record<string, string> } = { cookie: admin }) {
  return call<{ data: ExportJobView } & ErrorJson>(startJob, "/api/export-jobs", { body, ...options });
}

/** The job yields at each progress step; so does the test's reader, so the two take turns. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

async function rowOf(id: string) {
  const [row] = await seeded.db.select().from(exportJobs).where(eq(exportJobs.id, id));
  if (!row) throw new Error(`no export job ${id}`);
  return row;
}

async function workbookOf(response: Response): Promise<ExcelJS.Workbook> {
  expect(response.status).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  return workbook;
}

/** Every sheet by name with every cell's value and number format: what a spreadsheet program shows. */
function contentsOf(workbook: ExcelJS.Workbook) {
  return workbook.worksheets.map((sheet) => {
    const rows: unknown[] = [];
    sheet.eachRow({ includeEmpty: true }, (row) => {
      const cells: unknown[] = [];
      row.eachCell({ includeEmpty: true }, (cell) => cells.push([cell.value, cell.numFmt ?? null]));
      rows.push(cells);
    });
    return { name: sheet.name, rows };
  });
}

function download(id: string, options: { cookie?: string; headers?: Record<string, string> } = { cookie: admin }) {
  return downloadJob(apiRequest(`/api/export-jobs/${id}/file`, options), { params: Promise.resolve({ id }) });
}

beforeAll(async () => {
  const database = await createTestDatabase();
  seeded = { database, db: database.db };
  installStorage(createDiskStorage(uploads));
  const password = "export-jobs-password";
  adminUserId = (await createUser(seeded.db, { email: "exports@settle.local", name: "Export Admin", role: "ADMIN", password })).id;
  await createUser(seeded.db, { email: "someone@settle.local", name: "Some Contractor", role: "SUBCONTRACTOR", password });
  admin = await sessionCookie("exports@settle.local", password);
  contractorCookie = await sessionCookie("someone@settle.local", password);
  // A company of 90 contractors over 24 months, set-based (bench/generate.ts): about 2,000 timesheets in seconds.
  await generateCompany(seeded.db, { name: "export-jobs", contractors: 90, projects: 12, clients: 4, months: 24, recordsPerTimesheet: 2 }, `${businessToday().slice(0, 7)}-15`);
  const rows = await seeded.db.execute(
    sql`select t.id from timesheets t join contractors c on c.id = t.contractor_id join users u on u.id = c.user_id where u.email like '%@bench.local' order by t.billing_period, t.id limit 2000`,
  );
  ids = rowsOf<{ id: string }>(rows).map((row) => row.id);
  expect(ids).toHaveLength(2000);
}, 180_000);

afterAll(async () => {
  await seeded.database.dispose();
});

describe("export jobs", () => {
  it("writes 2,000 timesheets with monotone progress to the total, into the same workbook the direct export streams", async () => {
    const started = await start({ kind: "timesheets", ids });
    expect(started.status).toBe(201);
    expect(started.body.data).toMatchObject({ status: "QUEUED", total: 2000, done: 0, kind: "timesheets" });
    const id = started.body.data.id;

    const events: ChangeEvent[] = [];
    const stopListening = await subscribeToChanges((event) => {
      if (event.kind === "export_job") events.push(event);
    });
    const seen: { done: number; bytes: number }[] = [];
    let working = true;
    const writing = workOnExportJobs(seeded.db).finally(() => (working = false));
    while (working) {
      const row = await rowOf(id);
      seen.push({ done: row.done, bytes: row.bytes });
      await nextTurn();
    }
    expect(await writing).toBe(1);
    stopListening();

    const done = await rowOf(id);
    expect(done).toMatchObject({ status: "DONE", done: 2000, total: 2000, error: null });
    expect(done.bytes).toBeGreaterThan(0);
    seen.push({ done: done.done, bytes: done.bytes });
    const dones = seen.map((s) => s.done);
    expect(dones).toEqual([...dones].sort((a, b) => a - b));
    expect(new Set(dones.filter((d) => d > 0 && d < 2000)).size).toBeGreaterThan(3);
    expect(seen.map((s) => s.bytes)).toEqual(seen.map((s) => s.bytes).sort((a, b) => a - b));
    // Stored in steps of 2 % (40 timesheets), never per timesheet: about 50 notices, not 2,000.
    expect(events.length).toBeGreaterThan(3);
    expect(events.length).toBeLessThan(200);
    expect(events.every((event) => event.kind === "export_job" && event.jobId === id && event.ownerUserId === adminUserId)).toBe(true);
    const owner: Actor = { kind: "user", userId: adminUserId, role: "ADMIN", name: "Admin", email: "a@x", contractorId: null };
    const otherAdmin: Actor = { ...owner, userId: "5f0c2d1e-8a7b-4c6d-9e1f-2a3b4c5d6e7f" };
    expect(mayReceive(owner, events[0]!)).toBe(true);
    expect(mayReceive(otherAdmin, events[0]!)).toBe(false);

    const fromJob = await download(id);
    expect(fromJob.headers.get("content-disposition")).toMatch(/^attachment; filename="timesheets-\d{4}-\d{2}-to-\d{4}-\d{2}\.xlsx"/);
    expect(Number(fromJob.headers.get("content-length"))).toBe(done.bytes);
    const direct = await batchExport(apiRequest("/api/timesheets/batch/export", { body: { ids }, cookie: admin }), undefined);
    expect(fromJob.headers.get("content-disposition")).toBe(direct.headers.get("content-disposition"));
    const jobBook = contentsOf(await workbookOf(fromJob));
    const directBook = contentsOf(await workbookOf(direct));
    expect(jobBook.map((sheet) => sheet.name)).toEqual(["Summary", "Records", "Expenses"]);
    expect(jobBook[0]!.rows.length).toBeGreaterThan(2000);
    expect(jobBook).toEqual(directBook);

    const listed = await call<{ data: ExportJobView[] }>(listJobs, "/api/export-jobs", { cookie: admin });
    expect(listed.body.data.find((job) => job.id === id)).toMatchObject({ status: "DONE", done: 2000, expiresAt: expect.any(String) });
  }, 240_000);

  it("writes the expenses workbook of the direct export too", async () => {
    const some = ids.slice(0, 12);
    const { body } = await start({ kind: "expenses", ids: some });
    await workOnExportJobs(seeded.db);
    expect((await rowOf(body.data.id)).status).toBe("DONE");
    const direct = await batchExportExpenses(apiRequest("/api/timesheets/batch/export-expenses", { body: { ids: some }, cookie: admin }), undefined);
    expect(contentsOf(await workbookOf(await download(body.data.id)))).toEqual(contentsOf(await workbookOf(direct)));
  }, 60_000);

  it("cancel stops a running job and deletes its partial file", async () => {
    const { body } = await start({ kind: "timesheets", ids });
    const id = body.data.id;
    const writing = workOnExportJobs(seeded.db);
    let row = await rowOf(id);
    // Until the job has written part of its file.
    const partWritten = (r: typeof row) => r.done > 0 && r.fileKey !== null && existsSync(fileOnDisk(r.fileKey));
    while (!partWritten(row) && (row.status === "RUNNING" || row.status === "QUEUED")) row = await nextTurn().then(() => rowOf(id));
    expect(row.status).toBe("RUNNING");
    expect(row.done).toBeGreaterThan(0);
    expect(row.done).toBeLessThan(2000);
    expect(existsSync(fileOnDisk(row.fileKey!))).toBe(true);

    const cancelled = await call<{ data: ExportJobView }>(cancelJob, `/api/export-jobs/${id}`, { method: "DELETE", id, cookie: admin });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.status).toBe("CANCELLED");
    await writing;
    expect(await rowOf(id)).toMatchObject({ status: "CANCELLED" });
    expect(existsSync(fileOnDisk(row.fileKey!))).toBe(false);
    const again = await call<ErrorJson>(cancelJob, `/api/export-jobs/${id}`, { method: "DELETE", id, cookie: admin });
    expect(again.status).toBe(409);
    const file = await download(id);
    expect(file.status).toBe(409);
  }, 120_000);

  it("a job whose process died is finished by another instance once its lease runs out", async () => {
    const { body } = await start({ kind: "timesheets", ids: ids.slice(0, 300) });
    const id = body.data.id;
    // Instance "a" claims it and dies: nothing renews the lease.
    const [claimed] = await claimExportJobs(seeded.db, "instance-a", 1);
    expect(claimed).toMatchObject({ id, status: "RUNNING", claimedBy: "instance-a", attempts: 1 });
    expect(await workOnExportJobs(seeded.db, { instanceId: "instance-b" })).toBe(0);
    // The lease lives on the export's job (server/jobs).
    await seeded.db.update(jobs).set({ lockedUntil: sql`now() - interval '1 second'` }).where(eq(jobs.refId, id));
    expect(await workOnExportJobs(seeded.db, { instanceId: "instance-b" })).toBe(1);
    const finished = await rowOf(id);
    expect(finished).toMatchObject({ status: "DONE", claimedBy: "instance-b", attempts: 2, done: 300, fileKey: `exports/${id}/2` });
    expect((await download(id)).status).toBe(200);
  }, 60_000);

  it("on PGlite's start, a job left running by a dead process is written again", async () => {
    const { body } = await start({ kind: "timesheets", ids: ids.slice(0, 5) });
    await claimExportJobs(seeded.db, "instance-gone", 1);
    expect(await releaseOrphanedJobs(seeded.db)).toBeGreaterThanOrEqual(1);
    expect(await workOnExportJobs(seeded.db)).toBeGreaterThanOrEqual(1);
    const done = await call<{ data: ExportJobView }>(getJob, `/api/export-jobs/${body.data.id}`, { id: body.data.id, cookie: admin });
    expect(done.body.data).toMatchObject({ status: "DONE", done: 5 });
    expect((await rowOf(body.data.id)).attempts).toBe(2);
    expect((await download(body.data.id)).status).toBe(200);
  });

  it("removes expired files and their jobs", async () => {
    const { body } = await start({ kind: "timesheets", ids: ids.slice(0, 5) });
    await workOnExportJobs(seeded.db);
    const done = await rowOf(body.data.id);
    expect(existsSync(fileOnDisk(done.fileKey!))).toBe(true);
    await seeded.db.update(exportJobs).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(exportJobs.id, done.id));
    expect(await removeExpiredExportJobs(seeded.db)).toBeGreaterThanOrEqual(1);
    expect(existsSync(fileOnDisk(done.fileKey!))).toBe(false);
    expect((await call(getJob, `/api/export-jobs/${done.id}`, { id: done.id, cookie: admin })).status).toBe(404);
  });

  describe("bad input", () => {
    it("answers 404 for somebody else's job, and 409 with the progress before the file is ready", async () => {
      const { body } = await start({ kind: "timesheets", ids: ids.slice(0, 50) });
      const id = body.data.id;
      expect((await call(getJob, `/api/export-jobs/${id}`, { id, headers: ADMIN_API_KEY_HEADERS })).status).toBe(404);
      expect((await download(id, { headers: ADMIN_API_KEY_HEADERS })).status).toBe(404);
      expect((await call(cancelJob, `/api/export-jobs/${id}`, { method: "DELETE", id, headers: ADMIN_API_KEY_HEADERS })).status).toBe(404);
      expect((await call<{ data: ExportJobView[] }>(listJobs, "/api/export-jobs", { headers: ADMIN_API_KEY_HEADERS })).body.data).toEqual([]);

      const early = await download(id);
      expect(early.status).toBe(409);
      const error = ((await early.json()) as ErrorJson).error;
      expect(error.code).toBe("CONFLICT");
      expect(error.message).toContain("0 of 50 timesheets");
      await call(cancelJob, `/api/export-jobs/${id}`, { method: "DELETE", id, cookie: admin });
    });

    it("refuses a fourth export while three are queued or running, naming them", async () => {
      const three = [];
      for (const count of [10, 20, 30]) three.push((await start({ kind: "timesheets", ids: ids.slice(0, count) })).body.data);
      const fourth = await start({ kind: "expenses", ids: ids.slice(0, 3) });
      expect(fourth.status).toBe(429);
      expect(fourth.body.error.code).toBe("RATE_LIMITED");
      for (const count of [10, 20, 30]) expect(fourth.body.error.message).toContain(`0 of ${count} timesheets`);
      expect(fourth.body.error.message).toContain(three[0]!.fileName);
      // Another owner has room of their own.
      expect((await start({ kind: "timesheets", ids: ids.slice(0, 2) }, { headers: ADMIN_API_KEY_HEADERS })).status).toBe(201);
      for (const job of three) await call(cancelJob, `/api/export-jobs/${job.id}`, { method: "DELETE", id: job.id, cookie: admin });
      expect((await start({ kind: "expenses", ids: ids.slice(0, 3) })).status).toBe(201);
    });

    it("answers 400 with the issues for a body off its schema, 404 for an unknown timesheet and 413 past the body cap", async () => {
      const noKind = await start({ ids: ids.slice(0, 2) });
      expect(noKind.status).toBe(400);
      expect(noKind.body.error.issues?.map((issue) => issue.path)).toEqual(["kind"]);
      const badIds = await start({ kind: "timesheets", ids: ["not-an-id"] });
      expect(badIds.status).toBe(400);
      expect(badIds.body.error.issues?.[0]?.path).toBe("ids.0");
      expect((await start({ kind: "timesheets", ids: [] })).status).toBe(400);
      expect((await start({ kind: "timesheets", ids: ids.slice(0, 2), extra: true })).status).toBe(400);
      const unknown = await start({ kind: "timesheets", ids: ["5f0c2d1e-8a7b-4c6d-9e1f-2a3b4c5d6e7f"] });
      expect(unknown.status).toBe(404);
      const huge = await call<ErrorJson>(startJob, "/api/export-jobs", { cookie: admin, rawJson: JSON.stringify({ kind: "timesheets", ids, pad: "x".repeat(1024 * 1024) }) });
      expect(huge.status).toBe(413);
      const contractor = await start({ kind: "timesheets", ids: ids.slice(0, 2) }, { cookie: contractorCookie });
      expect(contractor.status).toBe(403);
    });
  });
});
