import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as listJobs } from "@/app/api/background-jobs/route";
import { POST as cancelJob } from "@/app/api/background-jobs/[id]/cancel/route";
import { POST as retryJob } from "@/app/api/background-jobs/[id]/retry/route";
import type { BackgroundJob } from "@/lib/schemas/background-jobs";
import de from "@/messages/de/errors.json";
import { mailOutbox, jobs } from "@/server/db/schema";
import { claimJobs } from "@/server/jobs/claim-jobs";
import { ensureScheduledJobs, runScheduledJob } from "@/server/jobs/scheduled-jobs";
import { enqueueMail } from "@/tests/support/factories/outbox-mail";
import { createUser } from "@/server/services/users/create-user";
import { businessToday } from "@/server/clock";
import { call, type ErrorJson } from "../../support/http";
import { sessionCookie } from "../../support/auth";
import { createTestDatabase } from "../../support/database";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let admin: string;
let contractor: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await createUser(database.db, { email: "jobs-admin@settle.local", name: "Jobs Admin", role: "ADMIN", password: "jobs-password-1" });
  await createUser(database.db, { email: "jobs-someone@settle.local", name: "Some One", role: "SUBCONTRACTOR", password: "jobs-password-1" });
  admin = await sessionCookie("jobs-admin@settle.local", "jobs-password-1");
  contractor = await sessionCookie("jobs-someone@settle.local", "jobs-password-1");
}, 60_000);

afterAll(async () => {
  await database.dispose();
});

const queueMail = (count: number) =>
  database.db.insert(mailOutbox).values(Array.from({ length: count }, (_, i) => ({ toAddress: `m${i}@example.com`, subject: `Mail ${i}`, textBody: "x", notificationType: "NEW_USER" })));

describe("the job row", () => {
  it("is written in the transaction of the change: a rolled-back mail leaves no job", async () => {
    await database.db.delete(mailOutbox);
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueMail(tx, { to: "x@example.com", subject: "Rolled back", text: "never", notificationType: "NEW_USER" });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await database.db.select().from(jobs).where(eq(jobs.kind, "mail"))).toEqual([]);
    const id = await enqueueMail(database.db, { to: "y@example.com", subject: "Kept", text: "yes", notificationType: "NEW_USER" });
    expect(await database.db.select({ refId: jobs.refId, status: jobs.status }).from(jobs).where(eq(jobs.kind, "mail"))).toEqual([{ refId: id, status: "QUEUED" }]);
  });
});

describe("one claim", () => {
  it("runs each of 200 jobs exactly once under 20 concurrent workers", async () => {
    await database.db.delete(mailOutbox);
    await queueMail(200);
    const runs = new Map<string, number>();
    const worker = async (n: number) => {
      for (;;) {
        const claimed = await claimJobs(database.db, "mail", `worker-${n}`, 5, new Date(Date.now() + 1_000));
        if (claimed.length === 0) return;
        for (const job of claimed) runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
      }
    };
    await Promise.all(Array.from({ length: 20 }, (_, n) => worker(n)));
    expect(runs.size).toBe(200);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  }, 60_000);

  it("hands a job whose worker died to another worker once the lease has run out", async () => {
    await database.db.delete(mailOutbox);
    await queueMail(1);
    const [first] = await claimJobs(database.db, "mail", "dead-worker", 1, new Date(Date.now() + 1_000));
    expect(first).toMatchObject({ attempts: 1, lockedBy: "dead-worker" });
    expect(await claimJobs(database.db, "mail", "other-worker", 1, new Date(Date.now() + 1_000))).toEqual([]);
    const [taken] = await claimJobs(database.db, "mail", "other-worker", 1, new Date(Date.now() + 11 * 60_000));
    expect(taken).toMatchObject({ id: first!.id, attempts: 2, lockedBy: "other-worker" });
  });
});

describe("scheduled kinds", () => {
  it("a run missed while the server was down runs once at start; a second start does not run it again", async () => {
    await ensureScheduledJobs(database.db, ["daily-backup"]);
    // Down for three days: the next run is long past.
    await database.db.update(jobs).set({ runAt: sql`now() - interval '3 days'` }).where(eq(jobs.kind, "daily-backup"));
    let runs = 0;
    const work = async () => {
      runs += 1;
    };
    const today = businessToday();
    const [a, b] = await Promise.all([runScheduledJob(database.db, "daily-backup", work, { today, workerId: "a" }), runScheduledJob(database.db, "daily-backup", work, { today, workerId: "b" })]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    expect(await runScheduledJob(database.db, "daily-backup", work, { today, workerId: "c" })).toBe(false);
    expect(runs).toBe(1);
    const [row] = await database.db.select().from(jobs).where(eq(jobs.kind, "daily-backup"));
    expect(row).toMatchObject({ status: "QUEUED", attempts: 0, lastError: null });
    expect(row!.lastRunAt).not.toBeNull();
    expect(Date.parse(row!.runAt)).toBeGreaterThan(Date.now());
  });
});

describe("the Background jobs API", () => {
  it("lists in pages, retries a FAILED job and cancels a QUEUED one, each followed by its mail", async () => {
    await database.db.delete(mailOutbox);
    await queueMail(3);
    const page = await call<{ data: BackgroundJob[]; nextCursor: string | null }>(listJobs, "/api/background-jobs?status=QUEUED&limit=2", { cookie: admin });
    expect(page.status).toBe(200);
    expect(page.body.data).toHaveLength(2);
    const rest = await call<{ data: BackgroundJob[]; nextCursor: string | null }>(listJobs, `/api/background-jobs?status=QUEUED&limit=2&cursor=${page.body.nextCursor}`, { cookie: admin });
    expect(rest.body.data.length).toBeGreaterThanOrEqual(1);
    expect(rest.body.data.map((job) => job.id)).not.toContain(page.body.data[0]!.id);

    const [failing, cancelling] = page.body.data;
    await database.db.update(jobs).set({ status: "FAILED", attempts: 6, lastError: "550 no such user" }).where(eq(jobs.id, failing!.id));
    const retried = await call<{ data: BackgroundJob }>(retryJob, "/x", { method: "POST", id: failing!.id, cookie: admin });
    expect(retried.status).toBe(200);
    expect(retried.body.data).toMatchObject({ status: "QUEUED", attempts: 0 });
    expect((await call<ErrorJson>(retryJob, "/x", { method: "POST", id: failing!.id, cookie: admin })).status).toBe(409);

    const cancelled = await call<{ data: BackgroundJob }>(cancelJob, "/x", { method: "POST", id: cancelling!.id, cookie: admin });
    expect(cancelled.body.data.status).toBe("CANCELLED");
    const [mail] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, cancelling!.refId!));
    expect(mail).toMatchObject({ status: "FAILED", lastError: "Cancelled." });
    expect((await call<ErrorJson>(cancelJob, "/x", { method: "POST", id: cancelling!.id, cookie: admin })).status).toBe(409);
  });

  it("is for administrators only, and its refusals speak German too", async () => {
    expect((await call(listJobs, "/api/background-jobs", { cookie: contractor })).status).toBe(403);
    expect((await call(listJobs, "/api/background-jobs")).status).toBe(401);
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await call(retryJob, "/x", { method: "POST", id: unknown, cookie: contractor })).status).toBe(403);
    expect((await call(retryJob, "/x", { method: "POST", id: unknown, cookie: admin })).status).toBe(404);
    for (const key of ["backgroundJobNotFound", "retryOnlyFailedJob", "cancelOnlyWaitingJob"] as const) expect(de.api[key]).toBeTruthy();
  });
});
