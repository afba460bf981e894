import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { PUT as updateContractor } from "@/app/api/contractors/[id]/route";
import { PUT as updateEngagement } from "@/app/api/engagements/[id]/route";
import { POST as generateInvoice } from "@/app/api/invoices/route";
import type { InvoiceView } from "@/lib/schemas/invoices";
import * as t from "@/server/db/schema";
import { call, type ErrorJson } from "../../support/http";
import { withApiFixture } from "../../support/factories/files";
import { readBack } from "../../support/read-back";

vi.hoisted(() => {
  process.env.FEATURE_INVOICING = "true";
});

/**
 * Found by the month simulator: an invoice states the component's total, and once that total
 * changes the invoice is marked outdated (docs/invoices.md), so that the workspace offers to
 * regenerate it and a required invoice cannot be an outdated one. Records, expenses and the bonus
 * did so; a change of the rate the records are paid at, or of the work days a MONTHLY fee is
 * prorated over, repriced the month and left its fee invoice looking current.
 */
const f = withApiFixture();

async function invoiceFor(cookie: string, timesheetId: string): Promise<InvoiceView> {
  const { status, body } = await call<{ data: InvoiceView } & ErrorJson>(generateInvoice, "/api/invoices", { cookie, body: { timesheetId, kind: "TIMESHEET" } });
  expect(status, JSON.stringify(body)).toBe(201);
  return body.data;
}

/** The fee invoice as the timesheet shows it, and the fee the timesheet is worth now. */
async function shown(cookie: string, timesheetId: string, fileId: string) {
  const read = await readBack({ timesheetId, contractor: cookie, admin: f.cookies.admin, exports: false });
  return { outdated: read.detail.contractor.files.find((file) => file.id === fileId)?.outdated, fee: read.detail.contractor.totals.fee };
}

describe("a fee invoice is outdated once the month is priced differently", () => {
  it("when the rate its records are paid at changes", async () => {
    const sheet = await f.timesheet("lukas", 0);
    const invoice = await invoiceFor(f.cookies.lukas, sheet.id);
    const [period] = await f.db
      .select()
      .from(t.engagements)
      .where(and(eq(t.engagements.projectEngagementId, sheet.projectEngagementId), isNull(t.engagements.endDate)));
    const rates = await f.db.select().from(t.rates).where(eq(t.rates.engagementId, period!.id));
    const raised = await call<ErrorJson>(updateEngagement, `/api/engagements/${period!.id}`, {
      method: "PUT",
      id: period!.id,
      cookie: f.cookies.admin,
      body: {
        version: period!.version,
        startDate: period!.startDate,
        endDate: null,
        rates: rates.map(({ frequency, amount, currency }) => ({ frequency, amount: frequency === "HOURLY" ? "130.00" : amount, currency })),
      },
    });
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);

    const after = await shown(f.cookies.lukas, sheet.id, invoice.file.id);
    expect(after.fee).not.toEqual([{ amount: invoice.amount, currency: invoice.currency }]);
    expect(after.outdated).toBe(true);
  });

  it("when the work days a MONTHLY fee is prorated over change", async () => {
    const sheet = await f.timesheet("sofia", 0);
    const invoice = await invoiceFor(f.cookies.sofia, sheet.id);
    const [contractor] = await f.db.select().from(t.contractors).where(eq(t.contractors.id, sheet.contractorId));
    const changed = await call<ErrorJson>(updateContractor, `/api/contractors/${sheet.contractorId}`, {
      method: "PUT",
      id: sheet.contractorId,
      cookie: f.cookies.admin,
      body: { workingDays: ["MONDAY", "TUESDAY", "WEDNESDAY"], version: contractor!.version },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);

    const after = await shown(f.cookies.sofia, sheet.id, invoice.file.id);
    expect(after.fee).not.toEqual([{ amount: invoice.amount, currency: invoice.currency }]);
    expect(after.outdated).toBe(true);
  });
});
