import { eq, inArray } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { POST as submit } from "@/app/api/timesheets/[id]/submit/route";
import type { Actor } from "@/server/auth/actor";
import * as t from "@/server/db/schema";
import { queueReminders } from "@/server/notifications/reminders/queue-reminders";
import { notifyInvoiceGenerated } from "@/server/notifications/subscriptions/channel-events";
import { sendDailyDigests } from "@/server/notifications/subscriptions/daily-digest";
import { batchClosing } from "@/server/services/decisions/batch-closing";
import { adminDatabaseForFile, call } from "../../support/factories/admin";
import { demoEmail, type DemoPerson } from "../../support/seeded";
import { countStatements } from "../../support/statement-counter";

/**
 * E-mails are written in the recipient's language (users.locale; null is English), read with the
 * recipient in the statement that already reads them: German readers get German subjects, bodies
 * and money ("1.234,56 €"), English readers the same bytes as before, reviewers (no account) English.
 */
const [s, cookies] = adminDatabaseForFile();

const service: Actor = { kind: "service", userId: null, role: "SERVICE_PRINCIPAL", name: "Service", email: null, contractorId: null };

async function setLocale(who: DemoPerson, locale: "en" | "de" | null) {
  await s.db.update(t.user).set({ locale }).where(eq(t.user.email, demoEmail(who)));
}
const mailsTo = (email: string) => s.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.toAddress, email));

beforeEach(async () => {
  await s.db.delete(t.mailOutbox);
  await s.db.delete(t.scheduledNotifications);
  await s.db.delete(t.notificationSubscriptions);
  await s.db.update(t.user).set({ locale: null });
});

describe("mail in the recipient's language", () => {
  it("a German contractor's receipt and a German administrator's notice are German; the reviewer's link mail stays English", async () => {
    await setLocale("amara", "de");
    await setLocale("admin", "de");
    const gridId = await s.projectId("Grid Modernisation");
    await s.db.delete(t.timesheetReviewers).where(eq(t.timesheetReviewers.projectId, gridId));
    await s.db.insert(t.timesheetReviewers).values({ projectId: gridId, name: "Rex", email: "rex.reviewer@example.com" });
    const due = await s.setStatuses((await s.timesheetOf("amara", -1)).id, { status: "DUE", feeStatus: "PREPARED" });
    const response = await call(submit, `/api/timesheets/${due.id}/submit`, { method: "POST", id: due.id, cookie: cookies.amara, body: { version: due.version } });
    expect(response.status).toBe(200);

    const [receipt] = await mailsTo(demoEmail("amara"));
    expect(receipt!.subject).toMatch(/^Eingegangen: \S+ \d{4} für Grid Modernisation$/);
    expect(receipt!.textBody).toMatch(/^Guten Tag Amara/);
    expect(receipt!.textBody).toContain("Wir haben Ihren Stundennachweis für");
    expect(receipt!.textBody).toContain("Eingereicht: Honorar");
    // German money: the amount's digits grouped with dots, a decimal comma, the symbol after it.
    expect(receipt!.textBody).toMatch(/Betrag: \d{1,3}(?:\.\d{3})*,\d{2}\u00a0€/);
    expect(receipt!.htmlBody).toContain('<html lang="de">');

    const [admin] = await mailsTo(demoEmail("admin"));
    expect(admin!.subject).toMatch(/^Amara .+ hat \S+ \d{4} für Grid Modernisation eingereicht$/);
    expect(admin!.textBody).toContain("Zu prüfender Betrag: ");

    const [review] = await mailsTo("rex.reviewer@example.com");
    expect(review!.subject).toMatch(/^Please review Amara .+'s \S+ \d{4} on Grid Modernisation$/);
    expect(review!.textBody).toMatch(/^Hello Rex,/);
  });

  it("a batch close writes each contractor in their own language, still in one insert", async () => {
    await setLocale("lukas", "de");
    const ids = [(await s.timesheetOf("lukas", -2)).id, (await s.timesheetOf("amara", -2)).id];
    const { result, statements } = await countStatements(() => batchClosing(s.db, service, { ids }, "close", s.today));
    expect(result.changed).toBe(2);
    expect(statements.filter((q) => /insert into "mail_outbox"/i.test(q))).toHaveLength(1);
    const [lukas] = await mailsTo(demoEmail("lukas"));
    const [amara] = await mailsTo(demoEmail("amara"));
    expect(lukas!.subject).toMatch(/^Abgeschlossen: /);
    expect(lukas!.textBody).toContain("ist abgeschlossen: Er ist abgerechnet");
    expect(amara!.subject).toMatch(/^Closed: /);
    expect(amara!.textBody).toContain("is closed: it is settled and can no longer change.");
  });

  it("an optional mail and its digest line are German for a German reader, with German money", async () => {
    await setLocale("amara", "de");
    const contractorId = await s.contractorId("amara");
    await s.db.transaction((tx) =>
      notifyInvoiceGenerated(tx, { contractorId, number: "INV-7", project: "Grid & Co", billingPeriod: "2027-03-15", amount: "1234.56", currency: "EUR", path: "/contractor/history" }),
    );
    const [mail] = await mailsTo(demoEmail("amara"));
    expect(mail!.subject).toBe("Rechnung INV-7: Grid & Co, März 2027");
    expect(mail!.textBody).toContain("Rechnung INV-7 über 1.234,56\u00a0€ für Grid & Co im März 2027 wurde erstellt.");
    expect(mail!.textBody).toContain("Keine E-Mails mehr zu erstellten Rechnungen: ");

    await s.db.insert(t.notificationSubscriptions).values({ userId: (await s.db.select({ id: t.user.id }).from(t.user).where(eq(t.user.email, demoEmail("amara"))))[0]!.id, channel: "INVOICE_EMAIL", status: "SUBSCRIBED", timing: "SCHEDULED" });
    await s.db.delete(t.mailOutbox);
    await s.db.transaction((tx) =>
      notifyInvoiceGenerated(tx, { contractorId, number: "INV-8", project: "Grid", billingPeriod: "2027-03-15", amount: "10", currency: "EUR", path: "/contractor/history" }),
    );
    expect(await sendDailyDigests(s.db, "2027-04-02")).toBe(1);
    const [digest] = await mailsTo(demoEmail("amara"));
    expect(digest!.subject).toBe("Ihre Settle-Zusammenfassung vom 2027-04-02: 1 Neuigkeit");
    expect(digest!.textBody).toContain("Erstellte Rechnungen: Rechnung INV-8 für Grid, März 2027: 10,00\u00a0€.");
  });

  it("reminders: each contractor and each administrator's copy in their language, in the same three statements", async () => {
    await setLocale("lukas", "de");
    await setLocale("admin", "de");
    const weekDay = `${s.current.toDatabase().slice(0, 7)}-08`;
    const { result, count } = await countStatements(() => queueReminders(s.db, weekDay));
    expect(result.DUE_TIMESHEET_AFTER_ONE_WEEK_REMINDER).toBeGreaterThan(0);
    expect(count).toBe(3);
    const all = await s.db.select().from(t.mailOutbox).where(inArray(t.mailOutbox.toAddress, [demoEmail("lukas"), demoEmail("admin"), demoEmail("amara")]));
    for (const mail of all) {
      if (mail.toAddress === demoEmail("amara")) expect(mail.subject).toMatch(/^Reminder: /);
      else expect(mail.subject).toMatch(/^(Erinnerung|Kopie): /);
    }
  });
});
