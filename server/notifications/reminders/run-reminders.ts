import "server-only";
import type { IsoDate } from "@/lib/domain/dates";
import type { RemindersResult } from "@/lib/schemas/notifications";
import type { Database } from "@/server/db";
import { sendDailyDigests } from "../subscriptions/daily-digest";
import { queueReminders } from "./queue-reminders";

/** The daily notification job: the due reminders, then the digests of SCHEDULED channels. */
export async function runReminders(db: Database, today: IsoDate): Promise<RemindersResult> {
  const reminders = await queueReminders(db, today);
  const DIGEST = await sendDailyDigests(db, today);
  return { today, queued: { ...reminders, DIGEST } };
}
