import "server-only";
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import { env } from "@/env";
import type { DeliveryResult } from "@/lib/schemas/mail-outbox";
import type { Database } from "@/server/db";
import { mailOutbox } from "@/server/db/schema";
import type { MailTransport } from "./mail-transport";
import { nextAttemptAfter } from "./retry-schedule";
import { revealSecret } from "./sealed-secret";

type OutboxRow = typeof mailOutbox.$inferSelect;

/** How long a claimed mail is left alone; a sender that dies mid-send hands it back after this. */
const CLAIM_LEASE_MS = 10 * 60_000;
const BATCH_SIZE = 25;
const MAX_BATCHES = 20;

/**
 * Claims due mail in one statement: PENDING rows whose next attempt is due get their next
 * attempt pushed past the lease, so a second sender (the cron endpoint beside the worker, or
 * another server) skips them. Delivery is at least once: a crash after sending but before
 * marking SENT sends that mail again after the lease.
 */
async function claimDueMail(db: Database, now: Date): Promise<OutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    // Due by either clock: rows carry the database's now(), which may run a little ahead of ours.
    .where(and(eq(mailOutbox.status, "PENDING"), lte(mailOutbox.nextAttemptAt, sql`greatest(${now.toISOString()}::timestamptz, now())`)))
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(BATCH_SIZE)
    .for("update", { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS).toISOString() })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 1000) || "Unknown error";
}

/**
 * Sends the outbox's due mail. Success marks a mail SENT; a failure counts the attempt, keeps
 * the error and retries after 1 min, 5 min, 30 min, 2 h and 12 h, and the 6th failure marks it
 * FAILED. Without a transport (SMTP_HOST not set) nothing is sent and mail stays PENDING.
 */
export async function deliverDueMail(db: Database, transport: MailTransport | null, now: Date): Promise<DeliveryResult> {
  const result: DeliveryResult = { configured: transport !== null, sent: 0, retrying: 0, failed: 0 };
  if (!transport) return result;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const claimed = await claimDueMail(db, now);
    for (const mail of claimed) {
      const attempts = mail.attempts + 1;
      try {
        // The link's secret is put back only here, in memory, on the way to the mail server.
        const sent = revealSecret({ subject: mail.subject, text: mail.textBody, html: mail.htmlBody }, mail.sealedSecret);
        await transport.sendMail({
          from: env.MAIL_FROM,
          to: mail.toAddress,
          subject: sent.subject,
          text: sent.text,
          ...(sent.html ? { html: sent.html } : {}),
        });
        await db
          .update(mailOutbox)
          .set({ status: "SENT", attempts, sentAt: now.toISOString(), lastError: null })
          .where(eq(mailOutbox.id, mail.id));
        result.sent += 1;
      } catch (error) {
        const next = nextAttemptAfter(attempts, now);
        await db
          .update(mailOutbox)
          .set({
            status: next ? "PENDING" : "FAILED",
            attempts,
            lastError: describe(error),
            nextAttemptAt: (next ?? now).toISOString(),
          })
          .where(eq(mailOutbox.id, mail.id));
        if (next) result.retrying += 1;
        else result.failed += 1;
      }
    }
    if (claimed.length < BATCH_SIZE) break;
  }
  return result;
}
