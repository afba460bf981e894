import { and, asc, eq, isNull } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { POST as saveBillingDetails } from "@/app/api/billing-details/route";
import { PUT as approve } from "@/app/api/timesheets/[id]/approve-component/route";
import { POST as unsubscribe } from "@/app/api/unsubscribe/route";
import { GET as readSettings, PUT as writeSettings } from "@/app/api/user/notification-subscriptions/route";
import { notificationSubscriptionsResponse, UNSUBSCRIBE_REFUSED } from "@/lib/schemas/notifications";
import * as t from "@/server/db/schema";
import { sendDailyDigests } from "@/server/notifications/subscriptions/daily-digest";
import { notifyInvoiceGenerated } from "@/server/notifications/subscriptions/channel-events";
import { call, type ErrorJson } from "../../support/http";
import { answerOf } from "../../support/in-english";
import { ADMIN_API_KEY_HEADERS, demoEmail, type DemoPerson } from "../../support/seeded";
import { adminDatabaseForFile } from "../../support/factories/admin";

const [s, cookies] = adminDatabaseForFile();

beforeEach(async () => {
  await s.db.delete(t.mailOutbox);
  await s.db.delete(t.scheduledNotifications);
  await s.db.delete(t.notificationSubscriptions);
});

type Settings = { data: { channel: string; status: string; timing: string }[] } & ErrorJson;
const read = (options: { cookie?: string; headers?: Record<string, string> }) =>
  call<Settings>(readSettings, "/api/user/notification-subscriptions", options);
const write = (body: unknown, options: { cookie?: string; headers?: Record<string, string> }) =>
  call<Settings>(writeSettings, "/api/user/notification-subscriptions", { method: "PUT", body, ...options });
const set = (who: DemoPerson, channel: string, status: string, timing: string) =>
  write({ subscriptions: [{ channel, status, timing }] }, { cookie: cookies[who] });

async function approveFeeOf(who: "amara" | "lukas" | "sofia", offset = -1) {
  const row = await s.setStatuses((await s.timesheetOf(who, offset)).id, { status: "SUBMITTED", feeStatus: "SUBMITTED", expensesStatus: "NOT_SUBMITTED", bonusStatus: "NOT_ELIGIBLE" });
  const { status } = await call(approve, `/api/timesheets/${row.id}/approve-component`, { method: "PUT", id: row.id, cookie: cookies.admin, body: { component: "TIMESHEET" } });
  expect(status).toBe(200);
  return row;
}

const mailTo = (who: DemoPerson) => s.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.toAddress, demoEmail(who))).orderBy(asc(t.mailOutbox.createdAt));
const pendingLines = (userId?: string) =>
  s.db.select().from(t.scheduledNotifications).where(and(isNull(t.scheduledNotifications.digestedOn), userId ? eq(t.scheduledNotifications.userId, userId) : undefined));
async function userId(who: DemoPerson) {
  const [row] = await s.db.select({ id: t.user.id }).from(t.user).where(eq(t.user.email, demoEmail(who)));
  return row!.id;
}

/** The unsubscribe link's query from a mail's text body. */
function unsubscribeQuery(text: string) {
  const link = /https?:\/\/\S+\/unsubscribe\?\S+/.exec(text)?.[0];
  if (!link) throw new Error(`no unsubscribe link in:\n${text}`);
  const url = new URL(link);
  return { user: url.searchParams.get("user")!, channel: url.searchParams.get("channel")!, signature: url.searchParams.get("signature")! };
}

describe("GET and PUT /api/user/notification-subscriptions", () => {
  it("reads every channel SUBSCRIBED and IMMEDIATE until changed, and changes only the channels given", async () => {
    const first = await read({ cookie: cookies.amara });
    expect(first.status).toBe(200);
    expect(notificationSubscriptionsResponse.parse(first.body).data).toEqual([
      { channel: "BILLING_DETAILS", status: "SUBSCRIBED", timing: "IMMEDIATE" },
      { channel: "TIMESHEET_APPROVED", status: "SUBSCRIBED", timing: "IMMEDIATE" },
      { channel: "INVOICE_EMAIL", status: "SUBSCRIBED", timing: "IMMEDIATE" },
    ]);
    const changed = await set("amara", "TIMESHEET_APPROVED", "SUBSCRIBED", "SCHEDULED");
    expect(changed.status).toBe(200);
    expect(changed.body.data[1]).toEqual({ channel: "TIMESHEET_APPROVED", status: "SUBSCRIBED", timing: "SCHEDULED" });
    await set("amara", "INVOICE_EMAIL", "UNSUBSCRIBED", "IMMEDIATE");
    expect((await read({ cookie: cookies.amara })).body.data.map((c) => `${c.channel} ${c.status} ${c.timing}`)).toEqual([
      "BILLING_DETAILS SUBSCRIBED IMMEDIATE",
      "TIMESHEET_APPROVED SUBSCRIBED SCHEDULED",
      "INVOICE_EMAIL UNSUBSCRIBED IMMEDIATE",
    ]);
    // Someone else's settings are untouched.
    expect((await read({ cookie: cookies.lukas })).body.data.every((c) => c.status === "SUBSCRIBED" && c.timing === "IMMEDIATE")).toBe(true);
  });

  it("needs a person: no session 401, the admin API key 403; bad bodies 400 and change nothing", async () => {
    expect((await read({})).status).toBe(401);
    expect((await read({ headers: ADMIN_API_KEY_HEADERS })).status).toBe(403);
    for (const body of [{}, { subscriptions: [] }, { subscriptions: [{ channel: "NEWSLETTER", status: "SUBSCRIBED", timing: "IMMEDIATE" }] },
      { subscriptions: [{ channel: "INVOICE_EMAIL", status: "MAYBE", timing: "IMMEDIATE" }] },
      { subscriptions: [{ channel: "INVOICE_EMAIL", status: "SUBSCRIBED", timing: "IMMEDIATE" }, { channel: "INVOICE_EMAIL", status: "UNSUBSCRIBED", timing: "IMMEDIATE" }] }]) {
      const { status, body: answer } = await write(body, { cookie: cookies.amara });
      expect(status).toBe(400);
      expect(answer.error.code).toBe("BAD_REQUEST");
    }
    expect(await s.db.select().from(t.notificationSubscriptions)).toEqual([]);
  });
});

describe("channel events honour each person's setting", () => {
  it("TIMESHEET_APPROVED: IMMEDIATE mails the contractor at once with an unsubscribe link; SCHEDULED waits for the digest; UNSUBSCRIBED sends nothing", async () => {
    const row = await approveFeeOf("amara");
    const [mail] = await mailTo("amara");
    expect(mail!.subject).toMatch(/^Approved: your fee for Grid Modernisation, \w+ \d{4}$/);
    expect(mail!.textBody).toContain(`/contractor?timesheetId=${row.id}`);
    expect(unsubscribeQuery(mail!.textBody)).toMatchObject({ user: await userId("amara"), channel: "TIMESHEET_APPROVED" });
    expect(mail!.htmlBody).toContain("/unsubscribe?user=");

    await set("lukas", "TIMESHEET_APPROVED", "SUBSCRIBED", "SCHEDULED");
    await approveFeeOf("lukas");
    expect(await mailTo("lukas")).toEqual([]);
    expect(await pendingLines(await userId("lukas"))).toHaveLength(1);

    await set("sofia", "TIMESHEET_APPROVED", "UNSUBSCRIBED", "IMMEDIATE");
    await approveFeeOf("sofia");
    expect(await mailTo("sofia")).toEqual([]);
    expect(await pendingLines(await userId("sofia"))).toEqual([]);
  });

  it("BILLING_DETAILS: a contractor's save tells every subscribed administrator", async () => {
    const { status } = await call(saveBillingDetails, "/api/billing-details", { method: "POST", cookie: cookies.amara, body: {
      legalName: "Amara <b>Okafor</b>", partyType: "PERSON", addressLine: "Hauptstrasse 1", postalCode: "10115", city: "Berlin",
      countryCode: "DE", iban: "DE89370400440532013000", bic: "COBADEFFXXX", currency: "EUR" } });
    expect([200, 201]).toContain(status);
    const [mail] = await mailTo("admin");
    expect(mail!.subject).toMatch(/updated their billing details$/);
    expect(mail!.textBody).toContain(`/admin/contractors/${await s.contractorId("amara")}`);
    expect(unsubscribeQuery(mail!.textBody).channel).toBe("BILLING_DETAILS");
  });

  it("INVOICE_EMAIL: notifyInvoiceGenerated mails the contractor, names and amounts escaped in the HTML", async () => {
    expect(await mailTo("amara")).toEqual([]);
    const contractorId = await s.contractorId("amara");
    await s.db.transaction((tx) =>
      notifyInvoiceGenerated(tx, { contractorId, number: "INV-<7>", project: "Grid & Co", billingPeriod: "2026-09-15", amount: "1234.50", currency: "EUR", path: "/contractor/history" }),
    );
    const [mail] = await mailTo("amara");
    expect(mail!.subject).toBe("Invoice INV-<7>: Grid & Co, September 2026");
    expect(mail!.textBody).toContain("1,234.50");
    expect(mail!.htmlBody).toContain("INV-&lt;7&gt;");
    expect(mail!.htmlBody).not.toContain("INV-<7>");
    expect(unsubscribeQuery(mail!.textBody).channel).toBe("INVOICE_EMAIL");
  });
});

describe("the daily digest", () => {
  it("puts every SCHEDULED event of a person into one mail per day; a second run sends nothing; a later event waits for the next day", async () => {
    await set("amara", "TIMESHEET_APPROVED", "SUBSCRIBED", "SCHEDULED");
    await set("lukas", "TIMESHEET_APPROVED", "SUBSCRIBED", "SCHEDULED");
    await approveFeeOf("amara", -1);
    await approveFeeOf("amara", -2);
    await approveFeeOf("lukas", -1);
    expect(await mailTo("amara")).toEqual([]);

    const [a, b] = await Promise.all([sendDailyDigests(s.db, "2026-11-24"), sendDailyDigests(s.db, "2026-11-24")]);
    expect(a + b).toBe(2);
    const [digest] = await mailTo("amara");
    expect(digest!.subject).toBe("Your Settle digest for 2026-11-24: 2 updates");
    expect(digest!.textBody.match(/Approved timesheets: Your fee for Grid Modernisation/g)).toHaveLength(2);
    expect(unsubscribeQuery(digest!.textBody).channel).toBe("TIMESHEET_APPROVED");
    expect(await mailTo("lukas")).toHaveLength(1);
    expect(await pendingLines()).toEqual([]);

    await approveFeeOf("amara", -3);
    expect(await sendDailyDigests(s.db, "2026-11-24")).toBe(0);
    expect(await pendingLines(await userId("amara"))).toHaveLength(1);
    expect(await sendDailyDigests(s.db, "2026-11-25")).toBe(1);
    expect(await mailTo("amara")).toHaveLength(2);
  });

  it("drops the lines of a channel unsubscribed since", async () => {
    await set("amara", "TIMESHEET_APPROVED", "SUBSCRIBED", "SCHEDULED");
    await approveFeeOf("amara");
    await set("amara", "TIMESHEET_APPROVED", "UNSUBSCRIBED", "SCHEDULED");
    expect(await sendDailyDigests(s.db, "2026-11-26")).toBe(0);
    expect(await pendingLines()).toEqual([]);
    expect(await mailTo("amara")).toEqual([]);
  });
});

describe("POST /api/unsubscribe (the signed link, no session)", () => {
  it("unsubscribes the link's person from the link's channel without a session; a tampered signature, person or channel is refused", async () => {
    await approveFeeOf("amara");
    const query = unsubscribeQuery((await mailTo("amara"))[0]!.textBody);
    const post = (body: unknown) => call<ErrorJson>(unsubscribe, "/api/unsubscribe", { method: "POST", body, origin: null });

    const flipped = query.signature.slice(0, -1) + (query.signature.endsWith("A") ? "B" : "A");
    for (const body of [{ ...query, signature: flipped }, { ...query, user: await userId("lukas") }, { ...query, channel: "INVOICE_EMAIL" }, { ...query, signature: "short" }]) {
      const { status, body: answer } = await post(body);
      expect(status).toBe(400);
      expect(answer.error.code).toBe("BAD_REQUEST");
      if (body.signature !== "short") expect(answer.error).toMatchObject(answerOf(UNSUBSCRIBE_REFUSED));
    }
    expect(await s.db.select().from(t.notificationSubscriptions)).toEqual([]);

    const { status, body } = await post(query);
    expect(status).toBe(200);
    expect(body).toEqual({ data: { channel: "TIMESHEET_APPROVED", status: "UNSUBSCRIBED" } });
    expect((await read({ cookie: cookies.amara })).body.data[1]).toEqual({ channel: "TIMESHEET_APPROVED", status: "UNSUBSCRIBED", timing: "IMMEDIATE" });
    // Following it twice is harmless.
    expect((await post(query)).status).toBe(200);
    await approveFeeOf("amara", -2);
    expect(await mailTo("amara")).toHaveLength(1);
  });
});
