import { describe, expect, it, vi } from "vitest";

vi.mock("@/env", () => ({ env: { DEPLOYMENT_URL: "https://settle.example.com/", SERVICE_KEY: "k".repeat(40) } }));

const { renderNotification } = await import("@/server/notifications/templates");
const { channelEventMail, dailyDigestMail } = await import("@/server/notifications/templates/channel-mails");
const { dueReminder } = await import("@/server/notifications/reminders/reminder-dates");
const { isValidUnsubscribeSignature, unsubscribeLink, unsubscribeSignature } = await import("@/server/notifications/subscriptions/unsubscribe-link");

const hostile = `<script>alert("x")</script> & O'Brien`;
const USER = "22222222-2222-4222-8222-222222222222";
const reminder = { timesheetId: "11111111-1111-4111-8111-111111111111", period: "September 2026", project: "Apollo", contractorName: hostile, unsettled: ["Fee"], recipientName: "Ada" };

describe("which reminder is due", () => {
  it.each([
    ["2026-10-01", "DUE_TIMESHEET_FIRST_REMINDER", "2026-10-01"],
    ["2026-10-07", "DUE_TIMESHEET_FIRST_REMINDER", "2026-10-01"],
    ["2026-10-08", "DUE_TIMESHEET_AFTER_ONE_WEEK_REMINDER", "2026-10-08"],
    ["2026-10-14", "DUE_TIMESHEET_AFTER_ONE_WEEK_REMINDER", "2026-10-08"],
    ["2026-03-01", "DUE_TIMESHEET_FIRST_REMINDER", "2026-03-01"],
    ["2027-01-08", "DUE_TIMESHEET_AFTER_ONE_WEEK_REMINDER", "2027-01-08"],
  ])("on %s: %s keyed on %s", (today, type, dueOn) => {
    expect(dueReminder(today)).toMatchObject({ type, dueOn });
  });

  it("names the period that ended, and nothing from the 15th to the month's end", () => {
    expect(dueReminder("2027-01-01")?.period.toString()).toBe("2026-12");
    for (const today of ["2026-10-15", "2026-10-20", "2026-10-31", "2026-02-28"]) expect(dueReminder(today)).toBeNull();
  });
});

describe("reminder and channel mails", () => {
  it("the admin copy names the contractor (escaped) and links to the admin page", () => {
    const { recipientName: _contractor, ...timesheet } = reminder;
    const mail = renderNotification("DUE_TIMESHEET_AFTER_ONE_WEEK_REMINDER", { adminCopy: true, recipientName: "Ada", timesheets: [timesheet] }, "en");
    expect(mail.subject).toBe(`Copy: ${hostile} has not settled September 2026 on Apollo`);
    expect(mail.html).not.toContain("<script");
    expect(mail.text).toContain("https://settle.example.com/admin/timesheets?timesheetId=11111111-1111-4111-8111-111111111111");
  });

  it("the admin copy lists every timesheet reminded, older months included, each with its own link", () => {
    const { recipientName: _contractor, ...september } = reminder;
    const august = { ...september, timesheetId: "33333333-3333-4333-8333-333333333333", period: "August 2026", unsettled: ["Fee", "Expenses"] };
    const mail = renderNotification("DUE_TIMESHEET_AFTER_ONE_WEEK_REMINDER", { adminCopy: true, recipientName: "Ada", timesheets: [august, september] }, "en");
    expect(mail.subject).toBe("Copy: 2 timesheets are still not settled");
    expect(mail.text).toContain(`${hostile}, August 2026 on Apollo. Still to settle: Fee, Expenses.`);
    expect(mail.text).toContain(`${hostile}, September 2026 on Apollo. Still to settle: Fee.`);
    expect(mail.text).toContain("https://settle.example.com/admin/timesheets?timesheetId=33333333-3333-4333-8333-333333333333");
    expect(mail.html).not.toContain("<script");
  });

  it("a channel mail carries its signed unsubscribe link in both bodies", () => {
    const link = unsubscribeLink(USER, "INVOICE_EMAIL");
    const mail = channelEventMail({ recipientName: hostile, channel: "INVOICE_EMAIL", subject: "Invoice", paragraphs: [hostile], actionLabel: "Open", path: "/contractor/history", unsubscribeLink: link }, "en");
    expect(mail.text).toContain(`Unsubscribe from generated invoices e-mails: ${link}`);
    expect(mail.html).toContain(link.replaceAll("&", "&amp;"));
    expect(mail.html).not.toContain("<script");
  });

  it("a digest lists every line and one unsubscribe link per channel", () => {
    const mail = dailyDigestMail({
      recipientName: "Ada",
      day: "2026-11-24",
      lines: [
        { channel: "TIMESHEET_APPROVED", summary: hostile, path: "/contractor" },
        { channel: "INVOICE_EMAIL", summary: "Invoice 7", path: "/contractor/history" },
      ],
      unsubscribe: [
        { channel: "TIMESHEET_APPROVED", link: unsubscribeLink(USER, "TIMESHEET_APPROVED") },
        { channel: "INVOICE_EMAIL", link: unsubscribeLink(USER, "INVOICE_EMAIL") },
      ],
    }, "en");
    expect(mail.subject).toBe("Your Settle digest for 2026-11-24: 2 updates");
    expect(mail.text).toContain(`Approved timesheets: ${hostile}`);
    expect(mail.text).toContain(unsubscribeLink(USER, "TIMESHEET_APPROVED"));
    expect(mail.text).toContain(unsubscribeLink(USER, "INVOICE_EMAIL"));
    expect(mail.html).not.toContain("<script");
  });
});

describe("unsubscribe signatures", () => {
  it("accept the signature of the same person and channel only", () => {
    const signature = unsubscribeSignature(USER, "BILLING_DETAILS");
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(isValidUnsubscribeSignature(USER, "BILLING_DETAILS", signature)).toBe(true);
    expect(isValidUnsubscribeSignature(USER, "INVOICE_EMAIL", signature)).toBe(false);
    expect(isValidUnsubscribeSignature("33333333-3333-4333-8333-333333333333", "BILLING_DETAILS", signature)).toBe(false);
    expect(isValidUnsubscribeSignature(USER, "BILLING_DETAILS", `${signature.slice(0, -1)}x`)).toBe(false);
    expect(isValidUnsubscribeSignature(USER, "BILLING_DETAILS", "")).toBe(false);
  });
});

describe("reminders and channel mails in German", () => {
  it("the one-week reminder, its administrators' copy and the digest speak German", () => {
    const contractor = renderNotification("DUE_TIMESHEET_AFTER_ONE_WEEK_REMINDER", { ...reminder, period: "September 2026", unsettled: ["Honorar"] }, "de");
    expect(contractor.subject).toBe("Erinnerung: September 2026 für Apollo ist noch nicht abgerechnet");
    expect(contractor.text).toContain("Noch abzurechnen: Honorar.");
    const copy = renderNotification("DUE_TIMESHEET_AFTER_ONE_WEEK_REMINDER", { adminCopy: true, recipientName: "Ada", timesheets: [reminder, reminder] }, "de");
    expect(copy.subject).toBe("Kopie: 2 Stundennachweise sind noch nicht abgerechnet");
    expect(copy.text).toContain("Diese Auftragnehmer wurden heute daran erinnert");
    const digest = dailyDigestMail(
      { recipientName: "Ada", day: "2026-11-05", lines: [{ channel: "INVOICE_EMAIL", summary: "Rechnung INV-1", path: "/x" }], unsubscribe: [{ channel: "INVOICE_EMAIL", link: "https://settle.example.com/u" }] },
      "de",
    );
    expect(digest.subject).toBe("Ihre Settle-Zusammenfassung vom 2026-11-05: 1 Neuigkeit");
    expect(digest.text).toContain("Erstellte Rechnungen: Rechnung INV-1:");
    expect(digest.text).toContain("Keine E-Mails mehr zu erstellten Rechnungen: https://settle.example.com/u");
    const event = channelEventMail({ recipientName: "Ada", channel: "BILLING_DETAILS", subject: "S", paragraphs: ["P"], actionLabel: "A", path: "/p", unsubscribeLink: "https://settle.example.com/u" }, "de");
    expect(event.text).toContain("Keine E-Mails mehr zu Änderungen der Rechnungsdaten: https://settle.example.com/u");
  });
});
