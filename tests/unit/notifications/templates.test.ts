import { describe, expect, it, vi } from "vitest";
import { DEFAULT_LANGUAGE } from "@/lib/i18n/languages";

vi.mock("@/env", () => ({ env: { DEPLOYMENT_URL: "https://settle.example.com/", SERVICE_KEY: "k".repeat(40) } }));

const { renderNotification, escapeHtml } = await import("@/server/notifications/templates");

const hostile = `<script>alert("x")</script> & O'Brien`;
const facts = {
  timesheetId: "11111111-1111-4111-8111-111111111111",
  period: "November 2026",
  project: `Project <b>"Apollo"</b>`,
  contractorName: hostile,
  amounts: [
    { amount: "11900", currency: "EUR" },
    { amount: "0.1", currency: "CHF" },
  ],
};

const samples = {
  NEW_USER: { recipientName: hostile, inviter: hostile, link: "https://settle.example.com/invite/tok_en", expiresAt: "1 Dec 2026, 10:00 (Europe/Zurich)" },
  NEW_ENGAGEMENT: { recipientName: hostile, project: facts.project, client: `Client & Co`, startDate: "2026-11-01", endDate: null },
  TIMESHEET_SUBMITTED_CONTRACTOR: { ...facts, recipientName: hostile, submitted: ["Fee", "Expenses"] },
  TIMESHEET_SUBMITTED_ADMIN: { ...facts, recipientName: "Ada", submitted: ["Fee"] },
  TIMESHEET_REVIEW: { ...facts, recipientName: hostile, reviewLink: "https://settle.example.com/review/abc?x=1&y=2" },
  TIMESHEET_CORRECTION: { ...facts, recipientName: hostile, component: "Fee", contestedBy: hostile, reason: `Line one <img src=x onerror=alert(1)>\nLine two` },
  TIMESHEET_CLOSED: { ...facts, recipientName: hostile },
  DUE_TIMESHEET_FIRST_REMINDER: { ...facts, recipientName: hostile, unsettled: ["Fee", "Expenses"] },
  DUE_TIMESHEET_AFTER_ONE_WEEK_REMINDER: { ...facts, recipientName: hostile, unsettled: ["Fee"] },
  WEBHOOK_ENDPOINT_DISABLED: { recipientName: hostile, url: `https://hooks.example.com/<img src=x onerror=alert(1)>`, failingSince: "2026-11-20T10:00:00.000000Z" },
} as const;

describe("notification templates", () => {
  it.each(Object.keys(samples) as (keyof typeof samples)[])("%s escapes every value in the HTML and keeps it readable in the text", (type) => {
    const mail = renderNotification(type, samples[type] as never, "en");
    expect(mail.html).not.toMatch(/<script|<b>|<img/i);
    expect(mail.html).toContain(escapeHtml(hostile).slice(0, 20));
    expect(mail.text).toContain("<script>alert(\"x\")</script> & O'Brien");
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.text).toContain("Settle");
    expect(mail.html).toContain("Settle");
    // Every link in the HTML is into the app, and the text body carries the same links.
    const hrefs = [...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) {
      expect(href.startsWith("https://settle.example.com/")).toBe(true);
      expect(mail.text).toContain(href);
    }
  });

  it("names period, project and amounts with the app's money formatting", () => {
    const mail = renderNotification("TIMESHEET_SUBMITTED_ADMIN", samples.TIMESHEET_SUBMITTED_ADMIN, "en");
    expect(mail.subject).toBe(`${hostile} submitted November 2026 on Project <b>"Apollo"</b>`);
    expect(mail.text).toMatch(/Amount to review: €11,900\.00 · CHF\s0\.10/);
    expect(mail.text).toContain("Period: November 2026");
    expect(mail.text).toContain("https://settle.example.com/admin/timesheets?timesheetId=11111111-1111-4111-8111-111111111111");
  });

  it("quotes a contest reason line by line and escapes it", () => {
    const mail = renderNotification("TIMESHEET_CORRECTION", samples.TIMESHEET_CORRECTION, "en");
    expect(mail.text).toContain("> Line one <img src=x onerror=alert(1)>\n> Line two");
    expect(mail.html).toContain("Line one &lt;img src=x onerror=alert(1)&gt;\nLine two");
  });

  it("escapes attribute values so a link cannot break out of href", () => {
    const mail = renderNotification("TIMESHEET_REVIEW", { ...samples.TIMESHEET_REVIEW, reviewLink: `https://settle.example.com/r/"><script>x</script>` }, "en");
    expect(mail.html).toContain(`href="https://settle.example.com/r/&quot;&gt;&lt;script&gt;x&lt;/script&gt;"`);
  });

  it("keeps a subject on one line whatever a name holds", () => {
    const mail = renderNotification("TIMESHEET_CLOSED", { ...samples.TIMESHEET_CLOSED, project: "A\r\nBcc: evil@example.com" }, "en");
    expect(mail.subject).toBe("Closed: November 2026 on A Bcc: evil@example.com");
  });
});

describe("the submission receipt", () => {
  it("says when nothing went to review", () => {
    const mail = renderNotification("TIMESHEET_SUBMITTED_CONTRACTOR", { ...samples.TIMESHEET_SUBMITTED_CONTRACTOR, submitted: [] }, "en");
    expect(mail.text).toContain("Nothing in it needs a review");
    expect(mail.text).toContain("Submitted: Nothing to review");
  });
});

describe("in the recipient's language", () => {
  it.each(Object.keys(samples) as (keyof typeof samples)[])("%s in German escapes the same way and says no English greeting", (type) => {
    const mail = renderNotification(type, samples[type] as never, "de");
    expect(mail.html).not.toMatch(/<script|<b>|<img/i);
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.text).toMatch(/^Guten Tag /);
    expect(mail.text).not.toContain("Hello");
    expect(mail.html).toContain('<html lang="de">');
    expect(mail.text).toContain("Settle: monatliche Stundennachweise, Auslagen und Boni, geprüft und abgerechnet.");
  });

  it("a German contractor's closed timesheet: German subject, body, labels and money", () => {
    const mail = renderNotification(
      "TIMESHEET_CLOSED",
      { ...samples.TIMESHEET_CLOSED, period: "März 2027", project: "Apollo", recipientName: "Lukas", amounts: [{ amount: "1234.56", currency: "EUR" }] },
      "de",
    );
    expect(mail.subject).toBe("Abgeschlossen: März 2027 für Apollo");
    expect(mail.text).toContain("Guten Tag Lukas,");
    expect(mail.text).toContain("Ihr Stundennachweis für März 2027 im Projekt Apollo ist abgeschlossen: Er ist abgerechnet und kann sich nicht mehr ändern.");
    expect(mail.text).toContain("Betrag: 1.234,56\u00a0€");
    expect(mail.text).toContain("März 2027 öffnen:\nhttps://settle.example.com/contractor?timesheetId=");
  });

  // Callers pass DEFAULT_LANGUAGE for readers with no stored language (reviewers, invitees): it is English.
  it("English stays the default", () => {
    expect(renderNotification("TIMESHEET_CLOSED", samples.TIMESHEET_CLOSED, "en")).toEqual(renderNotification("TIMESHEET_CLOSED", samples.TIMESHEET_CLOSED, DEFAULT_LANGUAGE));
  });
});
