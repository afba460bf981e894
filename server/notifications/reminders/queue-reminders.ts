import "server-only";
import { sql } from "drizzle-orm";
import type { IsoDate } from "@/lib/domain/dates";
import type { Component } from "@/lib/domain/reference";
import type { Language } from "@/lib/i18n/languages";
import { rowsOf, type DbOrTx } from "@/server/db";
import { formatFor, languageOrDefault, perLanguage } from "@/server/i18n/translator";
import { componentName } from "../templates/component-names";
import { queueKeyedMail, type KeyedMail } from "./outbox-rows";
import { dueReminder, type ReminderType } from "./reminder-dates";
import { renderNotification, type UnsettledTimesheet } from "../templates";

/** Component statuses that still ask something of the contractor. */
const OPEN = ["IN_PROGRESS", "DUE", "PREPARED", "CONTESTED"] as const;
/** A fee never begun (ELIGIBLE) is unsettled too: the contractor must settle it or say they did not work. */
const FEE_OPEN = ["ELIGIBLE", ...OPEN] as const;
const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

interface Candidate {
  timesheet_id: string;
  /** yyyy-MM */
  billing_period: string;
  fee_status: string;
  expenses_status: string;
  bonus_status: string;
  project: string;
  user_id: string;
  name: string;
  email: string;
  locale: string | null;
}

interface Admin {
  user_id: string;
  name: string;
  email: string;
  locale: string | null;
}

function unsettledOf(row: Candidate): Component[] {
  return [
    (FEE_OPEN as readonly string[]).includes(row.fee_status) ? ("TIMESHEET" as const) : null,
    (OPEN as readonly string[]).includes(row.expenses_status) ? ("EXPENSES" as const) : null,
    (OPEN as readonly string[]).includes(row.bonus_status) ? ("BONUS" as const) : null,
  ].filter((part): part is Component => part !== null);
}

export type QueuedReminders = Record<ReminderType, number>;

/**
 * Queues the reminder due `today` (see dueReminder) for every timesheet of the period that
 * ended, or of any month before it, which is not closed and has an unsettled component, to its
 * contractor (one mail per timesheet); the one-week reminder also to every active administrator,
 * as one copy listing every such timesheet. An older month is thus reminded again on every 1st
 * and 8th until it is settled. Each mail is in its reader's language (users.locale, read with the
 * reader). Three statements whatever the data (the timesheets, the
 * administrators, one insert); each mail's dedupe key is type, timesheet (or the admin copy),
 * recipient and the reminder's day, so repeats queue nothing.
 */
export async function queueReminders(db: DbOrTx, today: IsoDate): Promise<QueuedReminders> {
  const queued: QueuedReminders = { DUE_TIMESHEET_FIRST_REMINDER: 0, DUE_TIMESHEET_AFTER_ONE_WEEK_REMINDER: 0 };
  const due = dueReminder(today);
  if (!due) return queued;
  const candidates = rowsOf<Candidate>(
    await db.execute(sql`
      select t.id as timesheet_id, to_char(t.billing_period, 'YYYY-MM') as billing_period, t.fee_status, t.expenses_status, t.bonus_status, p.name as project,
             u.id as user_id, u.name, u.email, u.locale
      from timesheets t
      join contractors c on c.id = t.contractor_id
      join users u on u.id = c.user_id and u.active
      join projects p on p.id = t.project_id
      where t.billing_period <= ${due.period.toDatabase()} and t.status <> 'CLOSED'
        and (t.fee_status in (${list(FEE_OPEN)}) or t.expenses_status in (${list(OPEN)}) or t.bonus_status in (${list(OPEN)}))
      order by t.billing_period, p.name, u.name, t.id`),
  );
  if (candidates.length === 0) return queued;
  const copied = due.type === "DUE_TIMESHEET_AFTER_ONE_WEEK_REMINDER";
  const admins = copied
    ? rowsOf<Admin>(await db.execute(sql`select id as user_id, name, email, locale from users where role = 'ADMIN' and active order by id`))
    : [];

  const mails: KeyedMail[] = [];
  const key = (subject: string, userId: string) => `${due.type}:${subject}:${userId}:${due.dueOn}`;
  // Each timesheet in a reader's language: the period's month and the components named in it.
  const factsIn = (row: Candidate, language: Language): UnsettledTimesheet => ({
    timesheetId: row.timesheet_id,
    period: formatFor(language).month(row.billing_period),
    project: row.project,
    contractorName: row.name,
    unsettled: unsettledOf(row).map((component) => componentName(component, language)),
  });
  for (const row of candidates) {
    const language = languageOrDefault(row.locale);
    mails.push({
      notificationType: due.type,
      to: row.email,
      dedupeKey: key(row.timesheet_id, row.user_id),
      ...renderNotification(due.type, { ...factsIn(row, language), recipientName: row.name }, language),
    });
  }
  // The administrators' list once per language among them, for this run only.
  const remindedIn = perLanguage((language) => candidates.map((row) => factsIn(row, language)));
  for (const admin of admins) {
    const language = languageOrDefault(admin.locale);
    mails.push({
      notificationType: due.type,
      to: admin.email,
      dedupeKey: key("admin-copy", admin.user_id),
      ...renderNotification("DUE_TIMESHEET_AFTER_ONE_WEEK_REMINDER", { adminCopy: true, recipientName: admin.name, timesheets: remindedIn(language) }, language),
    });
  }
  queued[due.type] = (await queueKeyedMail(db, mails)).length;
  return queued;
}
