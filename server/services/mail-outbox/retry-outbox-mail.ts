import "server-only";
import { eq, sql } from "drizzle-orm";
import { conflict, notFound } from "@/lib/errors";
import { RETRY_ONLY_FAILED_MESSAGE, type OutboxMail } from "@/lib/schemas/mail-outbox";
import type { Database } from "@/server/db";
import { mailOutbox } from "@/server/db/schema";
import { requeueJobsOf } from "@/server/jobs/settle-jobs";
import { outboxListColumns, toOutboxMail } from "./outbox-columns";

/** A FAILED mail goes back to PENDING with a fresh set of attempts, due at once: its job is queued again. */
export async function retryOutboxMail(db: Database, id: string): Promise<OutboxMail> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ status: mailOutbox.status }).from(mailOutbox).where(eq(mailOutbox.id, id)).for("update");
    if (!current) throw notFound("mail");
    if (current.status !== "FAILED") throw conflict(RETRY_ONLY_FAILED_MESSAGE);
    const [row] = await tx
      .update(mailOutbox)
      .set({ status: "PENDING", attempts: 0, nextAttemptAt: sql`now()` })
      .where(eq(mailOutbox.id, id))
      .returning(outboxListColumns);
    await requeueJobsOf(tx, "mail", [id]);
    return toOutboxMail(row!);
  });
}
