/**
 * A worker that dies in the middle of a job, for the kill -9 test
 * (tests/integration/jobs/kill-during-job.test.ts). It opens the database the way the server does
 * (DATABASE_URL, else the embedded one in DATA_DIR), claims one due job of the kind given through
 * the one claim, prints "claimed <job id> <attempts> <worker>", and then works on it for ever:
 * only SIGKILL ends it, so nothing of its own settles or releases the job.
 */
import { JOB_KINDS, type JobKind } from "@/lib/schemas/background-jobs";
import { databaseHandle } from "@/server/db";
import { claimJobs } from "@/server/jobs/claim-jobs";

const isJobKind = (value: string | undefined): value is JobKind => (JOB_KINDS as readonly (string | undefined)[]).includes(value);

async function main(): Promise<void> {
  const kind = process.argv[2];
  if (!isJobKind(kind)) throw new Error(`usage: claim-job-and-hang.ts <${JOB_KINDS.join("|")}>`);
  const { db } = await databaseHandle();
  const workerId = `doomed-${process.pid}`;
  const [job] = await claimJobs(db, kind, workerId, 1);
  if (!job) throw new Error(`no due ${kind} job to claim`);
  // stdout on a pipe is synchronous on Linux: once the test reads this line, the claim is committed.
  console.log(`claimed ${job.id} ${job.attempts} ${workerId}`);
  setInterval(() => undefined, 60_000);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
