import { readFileSync } from "node:fs";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { validateXML } from "xmllint-wasm";
import { POST as generateInvoice } from "@/app/api/invoices/route";
import { GET as eInvoicesRoute } from "@/app/api/timesheets/[id]/e-invoices/route";
import { PUT as updateEntity } from "@/app/api/invoicing-entities/[id]/route";
import { POST as cancelRoute } from "@/app/api/payment-runs/[id]/cancel/route";
import { POST as confirmRoute } from "@/app/api/payment-runs/[id]/confirm/route";
import { GET as outsideRoute } from "@/app/api/payment-runs/[id]/outside/route";
import { GET as runRoute } from "@/app/api/payment-runs/[id]/route";
import { GET as sepaRoute } from "@/app/api/payment-runs/[id]/sepa/route";
import { GET as candidatesRoute } from "@/app/api/payment-runs/candidates/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/payment-runs/route";
import type { EInvoiceStatus } from "@/lib/schemas/e-invoices";
import type { InvoiceView } from "@/lib/schemas/invoices";
import {
  EXECUTED_ON_FUTURE,
  EXECUTION_DATE_PAST,
  PAYMENT_RUN_CANCELLED,
  PAYMENT_RUN_EXECUTED,
  PAYMENT_RUN_NO_INVOICE,
  PAYMENT_RUN_NO_OUTSIDE_FILE,
  PAYMENT_RUN_NO_SEPA_FILE,
  paymentRunNoAccount,
  type PaymentRunCandidates,
  type PaymentRunDetail,
  type PaymentRunView,
} from "@/lib/schemas/payment-runs";
import { formatInvoiceDate } from "@/lib/format/date";
import * as t from "@/server/db/schema";
import { businessToday } from "@/server/clock";
import { apiRequest, call, type ErrorJson } from "../../support/http";
import { createApiFixture } from "../../support/factories/files";
import { countStatements } from "../../support/statement-counter";
import { sharedArtefact } from "../../support/shared-artefacts";
import { englishText } from "@/lib/errors";

vi.hoisted(() => {
  process.env.FEATURE_INVOICING = "true";
});

const XSD = readFileSync(sharedArtefact("sepa", "pain.001.001.09.xsd"), "utf8");
const ENTITY_IBAN = "DE89370400440532013000";

let f: Awaited<ReturnType<typeof createApiFixture>>;
let entity: typeof t.invoicingEntities.$inferSelect;
/** The fee invoices of this month: amara (EUR, German IBAN: SEPA) and lukas (CHF) billed to the Swiss entity, sofia (AED) to the Gulf one. */
const inv: Record<"amara" | "lukas" | "sofia", InvoiceView> = {} as never;

type Reply<T> = { data: T } & ErrorJson;
const admin = () => ({ cookie: f.cookies.admin });
const create = (body: unknown, who: { cookie?: string } = admin()) => call<Reply<PaymentRunDetail>>(createRoute, "/api/payment-runs", { method: "POST", body, ...who });
const candidates = (query: string, who: { cookie?: string } = admin()) =>
  call<PaymentRunCandidates & ErrorJson>(candidatesRoute, `/api/payment-runs/candidates?${query}`, who);
const getRun = (id: string) => call<Reply<PaymentRunDetail>>(runRoute, `/api/payment-runs/${id}`, { id, ...admin() });
const confirm = (id: string, body: unknown) => call<Reply<PaymentRunDetail>>(confirmRoute, `/api/payment-runs/${id}/confirm`, { id, body, ...admin() });
const cancel = (id: string, body: unknown) => call<Reply<PaymentRunDetail>>(cancelRoute, `/api/payment-runs/${id}/cancel`, { id, body, ...admin() });

async function download(handler: typeof sepaRoute, id: string, which: string): Promise<{ status: number; type: string | null; text: string }> {
  const response = await handler(apiRequest(`/api/payment-runs/${id}/${which}`, admin()), { params: Promise.resolve({ id }) });
  return { status: response.status, type: response.headers.get("content-type"), text: await response.text() };
}

async function invoiceFor(cookie: string, timesheetId: string): Promise<InvoiceView> {
  const { status, body } = await call<Reply<InvoiceView>>(generateInvoice, "/api/invoices", { cookie, body: { timesheetId, kind: "TIMESHEET" } });
  expect(body.error?.message ?? status).toBe(201);
  return body.data;
}

/** Fixture: the reviewer approved the fee (the decision flow has its own tests). */
async function approveFee(invoice: InvoiceView) {
  await f.db.update(t.timesheets).set({ feeStatus: "APPROVED" }).where(eq(t.timesheets.id, invoice.timesheetId));
}

const runCount = async () => (await f.db.select({ n: sql<number>`count(*)::int` }).from(t.paymentRuns))[0]!.n;
const statusOf = async (ids: string[]) =>
  Object.fromEntries((await f.db.select({ id: t.invoices.id, status: t.invoices.status }).from(t.invoices).where(inArray(t.invoices.id, ids))).map((r) => [r.id, r.status]));

beforeAll(async () => {
  f = await createApiFixture();
  const amara = await f.timesheet("amara", 0);
  const lukas = await f.timesheet("lukas", 0);
  const sofia = await f.timesheet("sofia", 0);
  inv.amara = await invoiceFor(f.cookies.amara, amara.id);
  inv.lukas = await invoiceFor(f.cookies.lukas, lukas.id);
  inv.sofia = await invoiceFor(f.cookies.sofia, sofia.id);
  [entity] = (await f.db.select().from(t.invoicingEntities).where(eq(t.invoicingEntities.id, inv.amara.invoicingEntityId!))) as [typeof entity];
  for (const invoice of [inv.amara, inv.sofia]) await approveFee(invoice);
}, 120_000);

afterAll(async () => {
  await f.database.dispose();
});

describe("payment runs", () => {
  it("refuses a run from an entity without an account, naming the entity, and writes nothing", async () => {
    const cleared = await call<Reply<{ version: number; iban: string | null }>>(updateEntity, `/api/invoicing-entities/${entity.id}`, {
      method: "PUT",
      id: entity.id,
      body: { iban: null, version: entity.version },
      ...admin(),
    });
    expect(cleared.body.data.iban).toBeNull();
    const { status, body } = await create({ invoicingEntityId: entity.id, invoiceIds: [inv.amara.id], executionDate: businessToday() });
    expect(status).toBe(409);
    expect(body.error).toMatchObject({ code: "CONFLICT", message: englishText(paymentRunNoAccount(entity.name)), issues: [{ path: "invoicingEntityId" }] });
    expect(await runCount()).toBe(0);
    const saved = await call<Reply<{ version: number }>>(updateEntity, `/api/invoicing-entities/${entity.id}`, {
      method: "PUT",
      id: entity.id,
      body: { iban: ENTITY_IBAN, bic: "COBADEFFXXX", version: cleared.body.data.version },
      ...admin(),
    });
    expect(saved.status).toBe(200);
  });

  it("lists the approved, unpaid invoices of the entity with totals per currency summed exactly", async () => {
    // lukas's fee is not approved yet; sofia's is billed to the other entity.
    expect((await candidates(`invoicingEntityId=${entity.id}`)).body.data.map((i) => i.id)).toEqual([inv.amara.id]);
    await approveFee(inv.lukas);
    const { status, body } = await candidates(`invoicingEntityId=${entity.id}`);
    expect(status).toBe(200);
    expect(body.data.map((i) => i.number).sort()).toEqual([inv.amara.number, inv.lukas.number].sort());
    expect(body.data.find((i) => i.id === inv.amara.id)).toMatchObject({
      amount: inv.amara.totalAmount,
      currency: "EUR",
      iban: "DE89370400440532013000",
      sepa: true,
      status: "ISSUED",
      paidOn: null,
    });
    expect(body.data.find((i) => i.id === inv.lukas.id)).toMatchObject({ amount: inv.lukas.totalAmount, currency: "CHF", sepa: false });
    expect(body.totals).toEqual([
      { currency: "CHF", count: 1, amount: inv.lukas.totalAmount },
      { currency: "EUR", count: 1, amount: inv.amara.totalAmount },
    ]);
    expect(body.truncated).toBe(false);
    expect((await candidates(`invoicingEntityId=${entity.id}&currency=EUR`)).body.data.map((i) => i.id)).toEqual([inv.amara.id]);
    expect((await candidates(`invoicingEntityId=${entity.id}&period=2001-01`)).body.data).toEqual([]);
    expect((await candidates(`invoicingEntityId=${entity.id}&period=2026-13`)).status).toBe(400);
    expect((await candidates("invoicingEntityId=nope")).status).toBe(400);
  });

  it.each([
    [{ invoiceIds: [] }, "invoiceIds", englishText(PAYMENT_RUN_NO_INVOICE)],
    [{ executionDate: "2001-01-01" }, "executionDate", englishText(EXECUTION_DATE_PAST)],
    [{ executionDate: "01.01.2030" }, "executionDate", undefined],
    [{ invoiceIds: ["x"] }, "invoiceIds.0", undefined],
  ])("refuses %j with a 400 naming %s and writes nothing", async (change, path, message) => {
    const { status, body } = await create({ invoicingEntityId: entity.id, invoiceIds: [inv.amara.id], executionDate: businessToday(), ...change });
    expect(status).toBe(400);
    const issue = body.error.issues?.find((i) => i.path === path);
    expect(issue).toBeDefined();
    if (message) expect(issue!.message).toBe(message);
    expect(await runCount()).toBe(0);
  });

  it("names each invoice it cannot take (another entity, unknown) and writes nothing", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    const { status, body } = await create({ invoicingEntityId: entity.id, invoiceIds: [inv.amara.id, inv.sofia.id, unknown], executionDate: businessToday() });
    expect(status).toBe(409);
    expect(body.error.issues).toEqual([
      { path: "invoiceIds.1", key: "invoiceInvoiceBilledAnother", values: { invoice: inv.sofia.number }, message: `Invoice ${inv.sofia.number} is billed to another invoicing entity.` },
      { path: "invoiceIds.2", key: "noInvoiceHasId", message: "No invoice has this id." },
    ]);
    expect(await runCount()).toBe(0);
    expect(await statusOf([inv.amara.id])).toEqual({ [inv.amara.id]: "ISSUED" });
  });

  let run: PaymentRunDetail;
  let statementsOfTwo = 0;

  it("makes a run: SEPA file valid against the EPC schema with control sums equal to the invoices, CSV for the rest", async () => {
    const ids = [inv.amara.id, inv.lukas.id];
    const { result, count } = await countStatements(() => create({ invoicingEntityId: entity.id, invoiceIds: ids, executionDate: businessToday() }));
    expect(result.body.error?.message ?? result.status).toBe(201);
    run = result.body.data;
    // Sign-in (3), entity, run, the claiming insert-from-update, the run's invoices, the files, the view's two reads.
    expect(count).toBe(10);
    statementsOfTwo = count;
    expect(run).toMatchObject({ status: "CREATED", invoicingEntity: { id: entity.id, name: entity.name }, debtorIban: ENTITY_IBAN, sepaCount: 1, outsideCount: 1, version: 1 });
    expect(run.reference).toMatch(/^PR-\d{8}-[0-9A-F]{8}$/);
    expect(run.totals).toEqual([
      { currency: "CHF", count: 1, amount: inv.lukas.totalAmount },
      { currency: "EUR", count: 1, amount: inv.amara.totalAmount },
    ]);
    expect(run.invoices.map((i) => [i.number, i.sepa, i.status]).sort()).toEqual(
      [
        [inv.amara.number, true, "IN_PAYMENT_RUN"],
        [inv.lukas.number, false, "IN_PAYMENT_RUN"],
      ].sort(),
    );
    expect(await statusOf(ids)).toEqual(Object.fromEntries(ids.map((id) => [id, "IN_PAYMENT_RUN"])));
    const amaraStatus = await call<{ data: EInvoiceStatus[] }>(eInvoicesRoute, `/api/timesheets/${inv.amara.timesheetId}/e-invoices`, { id: inv.amara.timesheetId, cookie: f.cookies.amara });
    expect(amaraStatus.body.data.find((status) => status.kind === "TIMESHEET")?.current).toMatchObject({ paymentStatus: "IN_PAYMENT_RUN", paidOn: null });

    const sepa = await download(sepaRoute, run.id, "sepa");
    expect(sepa.status).toBe(200);
    expect(sepa.type).toContain("application/xml");
    const checked = await validateXML({ xml: [{ fileName: "run.xml", contents: sepa.text }], schema: [{ fileName: "pain.001.001.09.xsd", contents: XSD }] });
    expect(checked.errors).toEqual([]);
    expect(checked.valid).toBe(true);
    expect([...sepa.text.matchAll(/<CtrlSum>([^<]+)<\/CtrlSum>/g)].map((m) => m[1])).toEqual([inv.amara.totalAmount, inv.amara.totalAmount]);
    expect(sepa.text).toContain(`<MsgId>${run.reference}</MsgId>`);
    expect(sepa.text).toContain(`<DbtrAcct><Id><IBAN>${ENTITY_IBAN}</IBAN></Id></DbtrAcct>`);
    expect(sepa.text).toContain(`<EndToEndId>${inv.amara.number}</EndToEndId>`);
    expect(sepa.text).toContain(`<Ustrd>Invoice ${inv.amara.number}</Ustrd>`);
    expect(sepa.text).toContain(`<InstdAmt Ccy="EUR">${inv.amara.totalAmount}</InstdAmt>`);
    expect(sepa.text).toContain(`<ReqdExctnDt><Dt>${businessToday()}</Dt></ReqdExctnDt>`);
    // Downloading again gives the same bytes.
    expect((await download(sepaRoute, run.id, "sepa")).text).toBe(sepa.text);

    const csv = await download(outsideRoute, run.id, "outside");
    expect(csv.status).toBe(200);
    expect(csv.type).toContain("text/csv");
    const lukas = run.invoices.find((i) => i.id === inv.lukas.id)!;
    expect(csv.text).toBe(`Invoice,Contractor,IBAN,BIC,Amount,Currency\r\n${inv.lukas.number},${lukas.contractor.name},CH9300762011623852957,UBSWCHZH80A,${inv.lukas.totalAmount},CHF\r\n`);
  });

  it("reads the run back in the list and the detail, and takes its invoices out of the candidates", async () => {
    const list = await call<{ data: PaymentRunView[]; nextCursor: string | null }>(listRoute, "/api/payment-runs", admin());
    expect(list.body.data[0]).toMatchObject({ id: run.id, reference: run.reference, status: "CREATED", totals: run.totals, sepaCount: 1, outsideCount: 1 });
    expect((await getRun(run.id)).body.data).toEqual(run);
    expect((await candidates(`invoicingEntityId=${entity.id}`)).body.data).toEqual([]);
  });

  it("refuses a second run over the same invoices, naming the run that holds them", async () => {
    const { status, body } = await create({ invoicingEntityId: entity.id, invoiceIds: [inv.lukas.id], executionDate: businessToday() });
    expect(status).toBe(409);
    expect(body.error.issues).toEqual([
      { path: "invoiceIds.0", key: "invoiceInvoicePaymentRun", values: { invoice: inv.lukas.number, run: run.reference }, message: `Invoice ${inv.lukas.number} is in payment run ${run.reference} already.` },
    ]);
    expect(await runCount()).toBe(1);
  });

  it("cancels a run: the invoices return, the run keeps its list; cancelling twice is a 409", async () => {
    expect((await cancel(run.id, { version: 99 })).status).toBe(409);
    const { status, body } = await cancel(run.id, { version: run.version });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ status: "CANCELLED", version: run.version + 1 });
    expect(body.data.cancelledAt).not.toBeNull();
    expect(body.data.invoices.map((i) => i.status)).toEqual(["ISSUED", "ISSUED"]);
    const again = await cancel(run.id, { version: body.data.version });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(englishText(PAYMENT_RUN_CANCELLED));
    expect((await confirm(run.id, { executedOn: businessToday(), version: body.data.version })).body.error.message).toBe(englishText(PAYMENT_RUN_CANCELLED));
    expect((await candidates(`invoicingEntityId=${entity.id}`)).body.data).toHaveLength(2);
  });

  it("answers 404 for a file a run does not have, and for an unknown run", async () => {
    const { result: sepaOnly, count } = await countStatements(() => create({ invoicingEntityId: entity.id, invoiceIds: [inv.amara.id], executionDate: businessToday() }));
    expect(sepaOnly.status).toBe(201);
    // A run costs the same statements whatever the number of its invoices.
    expect(count).toBe(statementsOfTwo);
    const outside = await download(outsideRoute, sepaOnly.body.data.id, "outside");
    expect(outside.status).toBe(404);
    expect(JSON.parse(outside.text).error.message).toBe(englishText(PAYMENT_RUN_NO_OUTSIDE_FILE));
    expect((await cancel(sepaOnly.body.data.id, { version: 1 })).status).toBe(200);

    const [gulf] = await f.db.select().from(t.invoicingEntities).where(eq(t.invoicingEntities.id, inv.sofia.invoicingEntityId!));
    await f.db.update(t.invoicingEntities).set({ iban: "AE070331234567890123456" }).where(eq(t.invoicingEntities.id, gulf!.id));
    const outsideOnly = await create({ invoicingEntityId: gulf!.id, invoiceIds: [inv.sofia.id], executionDate: businessToday() });
    expect(outsideOnly.body.error?.message ?? outsideOnly.status).toBe(201);
    const sepa = await download(sepaRoute, outsideOnly.body.data.id, "sepa");
    expect(sepa.status).toBe(404);
    expect(JSON.parse(sepa.text).error.message).toBe(englishText(PAYMENT_RUN_NO_SEPA_FILE));

    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await getRun(unknown)).status).toBe(404);
    expect((await download(sepaRoute, unknown, "sepa")).status).toBe(404);
  });

  it("of two runs over the same invoice made at once, one wins and the other is a 409", async () => {
    const body = { invoicingEntityId: entity.id, invoiceIds: [inv.amara.id, inv.lukas.id], executionDate: businessToday() };
    const answers = await Promise.all([create(body), create({ ...body, invoiceIds: [inv.lukas.id] })]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const winner = answers.find((a) => a.status === 201)!.body.data;
    const holders = await f.db.select().from(t.invoices).where(eq(t.invoices.id, inv.lukas.id));
    expect(holders[0]!.paymentRunId).toBe(winner.id);
    run = winner;
  });

  it("confirms a run: invoices PAID on the day given, each contractor mailed; then it cannot change", async () => {
    expect((await confirm(run.id, { executedOn: "2999-01-01", version: run.version })).body.error).toMatchObject({
      code: "BAD_REQUEST",
      issues: [{ path: "executedOn", message: englishText(EXECUTED_ON_FUTURE) }],
    });
    const day = businessToday();
    // The demo keeps INVOICE_EMAIL for the daily digest; amara wants it at once.
    const amaraUser = (await f.db.select({ userId: t.contractors.userId }).from(t.contractors).where(eq(t.contractors.id, (await f.timesheet("amara", 0)).contractorId)))[0]!.userId;
    await f.db.update(t.notificationSubscriptions).set({ timing: "IMMEDIATE" }).where(sql`${t.notificationSubscriptions.userId} = ${amaraUser} and ${t.notificationSubscriptions.channel} = 'INVOICE_EMAIL'`);
    const before = (await f.db.select({ id: t.mailOutbox.id }).from(t.mailOutbox)).map((m) => m.id);
    const { status, body } = await confirm(run.id, { executedOn: day, version: run.version });
    expect(body.error?.message ?? status).toBe(200);
    expect(body.data).toMatchObject({ status: "EXECUTED", executedOn: day });
    expect(body.data.invoices.every((i) => i.status === "PAID" && i.paidOn === day)).toBe(true);
    const ids = body.data.invoices.map((i) => i.id);
    expect(Object.values(await statusOf(ids))).toEqual(ids.map(() => "PAID"));
    const mails = (await f.db.select({ id: t.mailOutbox.id, to: t.mailOutbox.toAddress, text: t.mailOutbox.textBody }).from(t.mailOutbox)).filter(
      (m) => !before.includes(m.id),
    );
    const amara = body.data.invoices.find((i) => i.id === inv.amara.id);
    if (amara) {
      expect(mails.map((m) => m.to)).toEqual(["amara@settle.local"]);
      expect(mails[0]!.text).toContain(`Invoice ${amara.number}`);
      expect(mails[0]!.text).toContain("was paid on");
    } else {
      expect(mails).toEqual([]);
    }
    const digest = await f.db.select().from(t.scheduledNotifications).where(sql`${t.scheduledNotifications.summary} like '%was paid%'`);
    expect(digest.map((line) => [line.channel, line.summary])).toEqual([["INVOICE_EMAIL", `Invoice ${inv.lukas.number} was paid on ${formatInvoiceDate(day)}.`]]);
    // The contractor reads it on the invoice panel's status.
    const lukasStatus = await call<{ data: EInvoiceStatus[] }>(eInvoicesRoute, `/api/timesheets/${inv.lukas.timesheetId}/e-invoices`, { id: inv.lukas.timesheetId, cookie: f.cookies.lukas });
    expect(lukasStatus.body.data.find((status) => status.kind === "TIMESHEET")?.current).toMatchObject({ number: inv.lukas.number, paymentStatus: "PAID", paidOn: day });
    expect((await confirm(run.id, { executedOn: day, version: body.data.version })).body.error.message).toBe(englishText(PAYMENT_RUN_EXECUTED));
    expect((await cancel(run.id, { version: body.data.version })).body.error.message).toBe(englishText(PAYMENT_RUN_EXECUTED));
  });

  it("is for administrators only", async () => {
    const contractor = { cookie: f.cookies.amara };
    expect((await call(listRoute, "/api/payment-runs", contractor)).status).toBe(403);
    expect((await call(listRoute, "/api/payment-runs", {})).status).toBe(401);
    expect((await candidates(`invoicingEntityId=${entity.id}`, contractor)).status).toBe(403);
    expect((await create({ invoicingEntityId: entity.id, invoiceIds: [inv.amara.id], executionDate: businessToday() }, contractor)).status).toBe(403);
    expect((await confirm(run.id, { executedOn: businessToday(), version: 1 })).status).not.toBe(200);
  });
});
