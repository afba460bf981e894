import { createHash } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { simpleParser, type ParsedMail } from "mailparser";
import { describe, expect, it } from "vitest";
import { POST as assign } from "@/app/api/projects/[id]/[action]/route";
import { PUT as close } from "@/app/api/timesheets/[id]/close/route";
import { PUT as contest } from "@/app/api/timesheets/[id]/contest-component/route";
import { POST as submit } from "@/app/api/timesheets/[id]/submit/route";
import { GET as getMail } from "@/app/api/mail-outbox/[id]/route";
import { GET as listMail } from "@/app/api/mail-outbox/route";
import { DEMO_ADMIN } from "@/server/seed/demo-data";
import * as t from "@/server/db/schema";
import { deliverDueMail } from "@/server/mail/deliver-due-mail";
import type { Actor } from "@/server/auth/actor";
import { issueInvitation } from "@/server/services/invitations/issue-invitation";
import { startSmtpServer, testTransport } from "../mail/smtp-test-server";
import { adminDatabaseForFile, call } from "../../support/factories/admin";
import { demoEmail } from "../../support/seeded";

const [s, cookies] = adminDatabaseForFile();

const BASE = "http://localhost:3000";
const hostile = `Rex <script>alert("r")</script> & O'Hara`;
const service: Actor = { kind: "service", userId: null, role: "SERVICE_PRINCIPAL", name: "Service", email: null, contractorId: null };
const links = (mail: ParsedMail) => [...String(mail.html).matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));

/** Every outbox row as stored, and what the mail server received, parsed by mailparser. */
async function deliverAll() {
  const smtp = await startSmtpServer();
  try {
    const result = await deliverDueMail(s.db, testTransport(smtp.port), new Date(Date.now() + 1_000));
    return { result, received: await Promise.all(smtp.received.map((mail) => simpleParser(mail.raw))) };
  } finally {
    await smtp.stop();
  }
}

describe("every notification type, from its trigger to a real SMTP server", () => {
  it("queues each in its transaction and delivers subject, recipients, links and both bodies", async () => {
    await s.db.delete(t.mailOutbox);
    const gridId = await s.projectId("Grid Modernisation");
    await s.db.insert(t.timesheetReviewers).values({ projectId: gridId, name: hostile, email: "rex.reviewer@example.com" });

    // NEW_USER: an invitation for a person whose name is hostile HTML.
    const [invited] = await s.db.select({ id: t.contractors.id }).from(t.contractors).innerJoin(t.user, eq(t.user.id, t.contractors.userId)).where(eq(t.user.email, demoEmail("sofia")));
    await s.db.transaction((tx) => issueInvitation(tx, service, { id: invited!.id, name: hostile, email: "sofia.new@example.com" }));

    // NEW_ENGAGEMENT: Lukas is put on Fleet Analytics.
    const fleetId = await s.projectId("Fleet Analytics");
    const engaged = await call(assign, `/api/projects/${fleetId}/assign-contractor`, {
      method: "POST",
      params: { id: fleetId, action: "assign-contractor" },
      cookie: cookies.admin,
      body: { contractorId: await s.contractorId("lukas"), startDate: `${s.current.plusMonths(1).toDatabase().slice(0, 7)}-01` },
    });
    expect(engaged).toMatchObject({ status: 200 });

    // TIMESHEET_SUBMITTED_CONTRACTOR, _ADMIN and TIMESHEET_REVIEW: Amara submits last month's prepared fee.
    const due = await s.setStatuses((await s.timesheetOf("amara", -1)).id, { status: "DUE", feeStatus: "PREPARED" });
    const submitted = await call<{ data: { status: string; version: number } }>(submit, `/api/timesheets/${due.id}/submit`, { method: "POST", id: due.id, cookie: cookies.amara, body: { version: due.version } });
    expect(submitted.status).toBe(200);
    expect(submitted.body.data.status).toBe("SUBMITTED");

    // TIMESHEET_CORRECTION: the admin contests the fee with a hostile reason.
    const reason = `Hours on the 3rd <b>twice</b>\nPlease fix & resubmit`;
    const contested = await call(contest, `/api/timesheets/${due.id}/contest-component`, { method: "PUT", id: due.id, cookie: cookies.admin, body: { component: "TIMESHEET", reason } });
    expect(contested.status).toBe(200);

    // TIMESHEET_CLOSED: Lukas's approved timesheet of two months ago is closed.
    const approved = await s.timesheetOf("lukas", -2);
    expect((await call(close, `/api/timesheets/${approved.id}/close`, { method: "PUT", id: approved.id, cookie: cookies.admin, body: {} })).status).toBe(200);

    const stored = await s.db.select().from(t.mailOutbox);
    const admins = await s.db.select({ email: t.user.email }).from(t.user).where(eq(t.user.role, "ADMIN"));
    const reviewers = await s.db.select().from(t.timesheetReviewers).where(eq(t.timesheetReviewers.projectId, gridId));
    const types = (type: string) => stored.filter((row) => row.notificationType === type).map((row) => row.toAddress).sort();
    expect(types("NEW_USER")).toEqual(["sofia.new@example.com"]);
    expect(types("NEW_ENGAGEMENT")).toEqual([demoEmail("lukas")]);
    expect(types("TIMESHEET_SUBMITTED_CONTRACTOR")).toEqual([demoEmail("amara")]);
    expect(types("TIMESHEET_SUBMITTED_ADMIN")).toEqual(admins.map((a) => a.email).sort());
    expect(types("TIMESHEET_REVIEW")).toEqual(reviewers.map((r) => r.email).sort());
    expect(types("TIMESHEET_CORRECTION")).toEqual([demoEmail("amara")]);
    expect(types("TIMESHEET_CLOSED")).toEqual([demoEmail("lukas")]);

    // Secret links are sealed: no stored row holds an /invite/ or /review/ token readable.
    const sealed = stored.filter((row) => row.notificationType === "NEW_USER" || row.notificationType === "TIMESHEET_REVIEW");
    for (const row of sealed) {
      expect(row.sealedSecret).toMatch(/^v1\./);
      expect(row.textBody).toMatch(/\/(invite|review)\/hidden-[0-9a-f]{24}/);
    }

    const { result, received } = await deliverAll();
    expect(result).toMatchObject({ sent: stored.length, retrying: 0, failed: 0 });
    expect(received).toHaveLength(stored.length);
    const byType = (subject: RegExp) => received.filter((mail) => subject.test(mail.subject ?? ""));

    for (const mail of received) {
      // Both bodies, the product's name, no live markup from any name.
      expect(mail.text).toContain("Settle");
      expect(mail.html).toBeTruthy();
      expect(String(mail.html)).not.toMatch(/<script|<b>/i);
      for (const href of links(mail)) {
        expect(href.startsWith(`${BASE}/`)).toBe(true);
        expect(mail.text).toContain(href);
      }
    }

    const [invitation] = byType(/^You are invited to Settle$/);
    expect(invitation!.to).toMatchObject({ value: [{ address: "sofia.new@example.com" }] });
    expect(invitation!.text).toContain(`Hello ${hostile},`);
    expect(String(invitation!.html)).toContain("Rex &lt;script&gt;alert(&quot;r&quot;)&lt;/script&gt; &amp; O&#39;Hara");
    const token = /\/invite\/([A-Za-z0-9_-]{20,})/.exec(invitation!.text ?? "")![1]!;
    const [invitationRow] = await s.db.select().from(t.invitations).where(eq(t.invitations.contractorId, invited!.id)).orderBy(t.invitations.createdAt);
    expect(createHash("sha256").update(token).digest("hex")).toBe(invitationRow!.tokenHash);

    const [engagement] = byType(/^You were added to Fleet Analytics$/);
    expect(engagement!.text).toContain("Project: Fleet Analytics");
    expect(links(engagement!)).toEqual([`${BASE}/contractor`]);

    const [receipt] = byType(/^Received: .+ on Grid Modernisation$/);
    expect(receipt!.to).toMatchObject({ value: [{ address: demoEmail("amara") }] });
    expect(receipt!.text).toMatch(/Amount: (€|\$|£|CHF|SAR|AED)\s?[\d,]+\.\d{2}/);
    expect(links(receipt!)).toEqual([`${BASE}/contractor?timesheetId=${due.id}`]);

    const adminMails = byType(/^Amara Okafor submitted .+ on Grid Modernisation$/);
    expect(adminMails.map((m) => m.to && !Array.isArray(m.to) && m.to.value[0]!.address).sort()).toEqual(admins.map((a) => a.email).sort());
    expect(links(adminMails[0]!)).toEqual([`${BASE}/admin/timesheets?timesheetId=${due.id}`]);

    const reviews = byType(/^Please review Amara Okafor's .+ on Grid Modernisation$/);
    expect(reviews).toHaveLength(reviewers.length);
    const reviewLinkRows = await s.db.select().from(t.reviewLinks).where(eq(t.reviewLinks.timesheetId, due.id));
    for (const review of reviews) {
      const [link] = links(review);
      const reviewToken = /\/review\/([A-Za-z0-9_-]{43})$/.exec(link!)![1]!;
      // A fresh link of the reviewer's own: its hash is stored, for that reviewer.
      const row = reviewLinkRows.find((r) => r.tokenHash === createHash("sha256").update(reviewToken).digest("hex"));
      const address = review.to && !Array.isArray(review.to) ? review.to.value[0]!.address : "";
      expect(row?.reviewerId).toBe(reviewers.find((r) => r.email === address)!.id);
    }
    const rex = reviews.find((m) => m.text!.includes(hostile))!;
    expect(String(rex.html)).toContain("Hello Rex &lt;script&gt;");

    const [correction] = byType(/^Correction needed: .+ on Grid Modernisation$/);
    expect(correction!.text).toContain("> Hours on the 3rd <b>twice</b>\n> Please fix & resubmit");
    expect(String(correction!.html)).toContain("Hours on the 3rd &lt;b&gt;twice&lt;/b&gt;");
    expect(correction!.text).toContain(`${DEMO_ADMIN.name} contested the Fee`);

    const [closed] = byType(/^Closed: .+ on Data Platform Migration$/);
    expect(closed!.to).toMatchObject({ value: [{ address: demoEmail("lukas") }] });
    expect(links(closed!)).toEqual([`${BASE}/contractor?timesheetId=${approved.id}`]);

    // Sent, the rows still hold no readable secret, and the outbox API shows none.
    const after = await s.db.select().from(t.mailOutbox).where(inArray(t.mailOutbox.id, sealed.map((row) => row.id)));
    expect(JSON.stringify(after)).not.toContain(token);
    const listed = await call(listMail, "/api/mail-outbox", { cookie: cookies.admin });
    expect(JSON.stringify(listed.body)).not.toContain(token);
    for (const row of sealed) {
      const one = await call(getMail, `/api/mail-outbox/${row.id}`, { id: row.id, cookie: cookies.admin });
      expect(one.status).toBe(200);
      expect(JSON.stringify(one.body)).not.toMatch(new RegExp(`${token}|/review/[A-Za-z0-9_-]{43}`));
    }
  });
});
