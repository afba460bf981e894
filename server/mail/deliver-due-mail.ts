import "server-only";
import { inArray, sql } from "drizzle-orm";
import { env } from "@/env";
import type { DeliveryResult } from "@/lib/schemas/mail-outbox";
import type { Database } from "@/server/db";
import { mailOutbox } from "@/server/db/schema";
import type { JobHandler, JobOutcome } from "@/server/jobs/run-due-jobs";
import { runDueJobs } from "@/server/jobs/run-due-jobs";
import type { MailTransport } from "./mail-transport";
import { revealSecret } from "./sealed-secret";

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Outbox mail as a kind of background work (server/jobs): a job's run sends its mail. */
function mailJobs(transport: MailTransport): JobHandler<null> {
  return {
    kind: "mail",
    abandonedReason: "The server sending this mail stopped on its last attempt.",
    async perform(db, claimed) {
      const ids = claimed.flatMap((job) => (job.refId ? [job.refId] : []));
      const mails = new Map((await db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids))).map((mail) => [mail.id, mail]));
      const outcomes = new Map<string, JobOutcome<null>>();
      // One after another: a mail server takes one connection's mail at a time anyway.
      for (const job of claimed) {
        const mail = job.refId ? mails.get(job.refId) : undefined;
        if (!mail) continue;
        try {
          // The link's secret is put back only here, in memory, on the way to the mail server.
          const sent = revealSecret({ subject: mail.subject, text: mail.textBody, html: mail.htmlBody }, mail.sealedSecret);
          await transport.sendMail({ from: env.MAIL_FROM, to: mail.toAddress, subject: sent.subject, text: sent.text, ...(sent.html ? { html: sent.html } : {}) });
          outcomes.set(job.id, { ok: true, detail: null });
        } catch (error) {
          outcomes.set(job.id, { ok: false, error: describe(error), detail: null });
        }
      }
      return outcomes;
    },
    // The outbox screen shows the job's state on the mail: SENT, PENDING with its next attempt, or FAILED.
    async record(db, settled, now) {
      if (settled.length === 0) return;
      const rows = settled.flatMap(({ job, settlement }) =>
        job.refId ? [{ id: job.refId, status: settlement.status, attempts: settlement.attempts, error: settlement.error, run_at: settlement.runAt }] : [],
      );
      await db.execute(sql`
        update mail_outbox o set
          status = case s.status when 'SUCCEEDED' then 'SENT' when 'QUEUED' then 'PENDING' else 'FAILED' end,
          attempts = s.attempts, last_error = s.error, next_attempt_at = s.run_at,
          sent_at = case when s.status = 'SUCCEEDED' then ${now.toISOString()}::timestamptz else o.sent_at end
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as s(id uuid, status text, attempts int, error text, run_at timestamptz)
        where o.id = s.id`);
    },
  };
}

/**
 * Sends the outbox's due mail: success marks a mail SENT; a failure keeps the error and is
 * retried after 1 min, 5 min, 30 min, 2 h and 12 h, and the 6th failure marks it FAILED
 * (server/jobs/policies.ts). Without a transport (SMTP_HOST not set) nothing is sent and mail stays
 * PENDING. Delivery is at least once: a crash after sending but before the end is written sends
 * that mail again after the lease.
 */
export async function deliverDueMail(db: Database, transport: MailTransport | null, now: Date): Promise<DeliveryResult> {
  if (!transport) return { configured: false, sent: 0, retrying: 0, failed: 0 };
  const counts = await runDueJobs(db, mailJobs(transport), { now });
  return { configured: true, sent: counts.succeeded, retrying: counts.retrying, failed: counts.failed };
}
