import { eq } from "drizzle-orm";
import { afterAll, afterEach, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/connection";
import { jobs, mailOutbox } from "@/server/db/schema";
import { claimJobs } from "@/server/jobs/claim-jobs";
import { JOB_POLICIES } from "@/server/jobs/policies";
import { releaseOrphanedJobs } from "@/server/jobs/settle-jobs";
import { deliverDueMail } from "@/server/mail/deliver-due-mail";
import { enqueueMail } from "@/tests/support/factories/outbox-mail";
import { startSmtpServer, testTransport } from "../mail/smtp-test-server";
import { prepareServerTarget, type ServerTarget } from "../../support/processes/server-target";
import { spawnScript, type Watched } from "../../support/processes/spawn";

const WORKER = "tests/support/processes/claim-job-and-hang.ts";

let target: ServerTarget | undefined;
let handle: DatabaseHandle | undefined;
let doomed: Watched | undefined;

afterEach(() => {
  doomed?.child.kill("SIGKILL");
});

afterAll(async () => {
  // Closed already if the test stopped while the embedded database was the doomed worker's.
  await handle?.close().catch(() => undefined);
  await target?.dispose();
});

/**
 * kill -9 in the middle of a job: a separate process (another server instance, or this one
 * before a crash) claims the job and hangs; killed with SIGKILL it settles nothing. The lease is
 * not shortened and the row is not touched: on PostgreSQL the surviving worker runs it once its
 * clock passes the lease (the claim's `now`, moved by the mail kind's leaseMs); on PGlite, whose
 * data directory one process holds, the next start releases what the dead process held
 * (releaseOrphanedJobs, as startJobWorker does) and the job runs at once.
 */
it("a job whose worker is killed with SIGKILL is run by another worker after the lease (PGlite: at the next start)", async () => {
  target = await prepareServerTarget("jobs_kill");
  handle = await target.open();
  await handle.migrate();
  const mailId = await enqueueMail(handle.db, { to: "after-the-crash@example.com", subject: "Survives a kill -9", text: "Sent once, by the survivor.", notificationType: "NEW_USER" });
  const [job] = await handle.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.refId, mailId));
  const embedded = handle.kind === "pglite";
  // The embedded database is one process's: the doomed worker opens it after this one lets go.
  if (embedded) await handle.close();

  doomed = spawnScript(WORKER, ["mail"], target.env);
  const line = await doomed.waitForLine((text) => text.startsWith("claimed "));
  const [, claimedId, attempts, workerId] = line.split(" ");
  expect(claimedId).toBe(job!.id);
  expect(attempts).toBe("1");
  doomed.child.kill("SIGKILL");
  expect(await doomed.exited).toEqual({ code: null, signal: "SIGKILL" });

  if (embedded) handle = await target.open();
  const db = handle.db;
  const [held] = await db.select().from(jobs).where(eq(jobs.id, job!.id));
  expect(held).toMatchObject({ status: "RUNNING", attempts: 1, lockedBy: workerId });

  const smtp = await startSmtpServer();
  try {
    // While the dead worker's lease holds, nobody else takes its job.
    expect(await claimJobs(db, "mail", "too-early", 1)).toEqual([]);
    expect(await deliverDueMail(db, testTransport(smtp.port), new Date())).toMatchObject({ sent: 0 });

    let now = new Date();
    if (embedded) expect(await releaseOrphanedJobs(db)).toBe(1);
    else now = new Date(Date.now() + JOB_POLICIES.mail.leaseMs + 5_000);
    expect(await deliverDueMail(db, testTransport(smtp.port), now)).toEqual({ configured: true, sent: 1, retrying: 0, failed: 0 });
    expect(smtp.received.map((mail) => mail.subject)).toEqual(["Survives a kill -9"]);

    const [ran] = await db.select().from(jobs).where(eq(jobs.id, job!.id));
    // The killed run counted as an attempt; the survivor's was the second.
    expect(ran).toMatchObject({ status: "SUCCEEDED", attempts: 2, lockedBy: null, lastError: null });
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, mailId));
    expect(mail).toMatchObject({ status: "SENT", attempts: 2 });
    // Run once: nothing is left to send later.
    expect(await deliverDueMail(db, testTransport(smtp.port), new Date(now.getTime() + 24 * 3_600_000))).toMatchObject({ sent: 0 });
    expect(smtp.received).toHaveLength(1);
  } finally {
    await smtp.stop();
  }
}, 120_000);
