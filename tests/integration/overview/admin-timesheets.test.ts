import { describe, expect, it } from "vitest";
import { getTimesheetSummary } from "@/server/services/timesheets/get-timesheet-summary";
import { listTimesheetFilterOptions } from "@/server/services/timesheets/list-timesheet-filter-options";
import { listAdminTimesheets, type TimesheetListParams } from "@/server/services/timesheets/list-admin-timesheets";
import { listExpenseRecords } from "@/server/services/expense-records/list-expense-records";
import { listTimesheetRecords } from "@/server/services/timesheet-records/list-timesheet-records";
import { createSeededDatabase } from "./seeded-database";
import { fileFixture } from "../../support/file-fixture";

const seeded = fileFixture(createSeededDatabase);

const defaults: TimesheetListParams = { filters: {}, sort: { by: "period", desc: true }, page: 1, pageSize: 25 };

describe("listAdminTimesheets", () => {
  it("pages all 50 demo timesheets, latest period first", async () => {
    const first = await listAdminTimesheets(seeded.db, defaults);
    expect(first).toMatchObject({ total: 50, page: 1, pageCount: 2 });
    expect(first.rows).toHaveLength(25);
    expect(first.rows[0]).toMatchObject({ periodName: "December 2026", status: "INITIALIZED" });
    const second = await listAdminTimesheets(seeded.db, { ...defaults, page: 2 });
    expect(second.rows).toHaveLength(25);
    const ids = new Set([...first.rows, ...second.rows].map((row) => row.id));
    expect(ids.size).toBe(50);
  });

  it("clamps a page past the end to the last page", async () => {
    const result = await listAdminTimesheets(seeded.db, { ...defaults, page: 9 });
    expect(result).toMatchObject({ page: 2, pageCount: 2 });
    expect(result.rows).toHaveLength(25);
  });

  it("filters by status, period, flag, project and contractor in SQL", async () => {
    // 10 closed months each for Amara, Lukas and Sofia on Fleet, and 8 for Sofia's ended Grid engagement.
    const closed = await listAdminTimesheets(seeded.db, { ...defaults, filters: { status: "CLOSED" }, page: 2 });
    expect(closed).toMatchObject({ total: 38, page: 2 });
    expect(closed.rows).toHaveLength(13);
    const october = await listAdminTimesheets(seeded.db, { ...defaults, filters: { period: "2026-10" } });
    expect(october.rows.map((row) => row.status).sort()).toEqual(["CONTESTED", "DUE", "SUBMITTED"]);
    const flagged = await listAdminTimesheets(seeded.db, { ...defaults, filters: { flagged: true } });
    expect(flagged.rows.map((row) => [row.contractorName, row.projectName, row.periodName])).toEqual([
      ["Sofia Haddad", "Fleet Analytics", "October 2026"],
    ]);
    const grid = await seeded.projectId("Grid Modernisation");
    const sofia = await seeded.contractorId("sofia@settle.local");
    const sofiaOnGrid = await listAdminTimesheets(seeded.db, { ...defaults, filters: { projectId: grid, contractorId: sofia } });
    expect(sofiaOnGrid.total).toBe(8);
    expect(sofiaOnGrid.rows.every((row) => row.clientName === "Northwind Energy")).toBe(true);
  });

  it("sorts by the chosen column", async () => {
    const byContractor = await listAdminTimesheets(seeded.db, { ...defaults, sort: { by: "contractor", desc: false } });
    expect(byContractor.rows[0]?.contractorName).toBe("Amara Okafor");
    const byContractorDesc = await listAdminTimesheets(seeded.db, { ...defaults, sort: { by: "contractor", desc: true } });
    expect(byContractorDesc.rows[0]?.contractorName).toBe("Sofia Haddad");
    const byClient = await listAdminTimesheets(seeded.db, { ...defaults, sort: { by: "client", desc: false } });
    expect(byClient.rows[0]?.clientName).toBe("Helios Logistics");
  });

  it("offers every project and contractor as filter options", async () => {
    const options = await listTimesheetFilterOptions(seeded.db);
    expect(options.projects.map((p) => p.label)).toEqual([
      "Data Platform Migration (Northwind Energy)",
      "Fleet Analytics (Helios Logistics)",
      "Grid Modernisation (Northwind Energy)",
    ]);
    expect(options.contractors.map((c) => c.label)).toEqual(["Amara Okafor", "Lukas Meier", "Sofia Haddad"]);
  });
});

describe("timesheet detail", () => {
  it("summarises Amara's due October with its records, expenses and totals", async () => {
    const amara = await seeded.contractorId("amara@settle.local");
    const { rows } = await listAdminTimesheets(seeded.db, { ...defaults, filters: { contractorId: amara, period: "2026-10" } });
    const id = rows[0]!.id;
    const detail = await getTimesheetSummary(seeded.db, { timesheetId: id });
    expect(detail).toMatchObject({
      contractorName: "Amara Okafor",
      projectName: "Grid Modernisation",
      clientName: "Northwind Energy",
      periodName: "October 2026",
      status: "DUE",
      expensesStatus: "PREPARED",
      currency: "EUR",
      // 21 days at 850 EUR; flights 429.81 + hotel 540.00 + taxi 67.16.
      totals: { fee: [{ currency: "EUR", amount: "17850.00" }], expenses: [{ currency: "EUR", amount: "1036.97" }], bonus: [] },
    });
    const records = await listTimesheetRecords(seeded.db, id);
    expect(records).toHaveLength(21);
    expect(records[0]).toMatchObject({ date: "2026-10-01", timeUnit: "DAYS", rate: { frequency: "DAILY", amount: "850.00" } });
    const expenses = await listExpenseRecords(seeded.db, id);
    expect(expenses.map((e) => [e.date, e.category, e.amountInExpenseCurrency, e.expenseCurrency, e.amount, e.originalCurrency])).toEqual([
      ["2026-10-04", "FLIGHTS", "412.80", "CHF", "429.81", "EUR"],
      ["2026-10-07", "ACCOMMODATION_AND_MEALS", "540.00", "EUR", "540.00", "EUR"],
      ["2026-10-10", "GROUND_TRANSPORTATION", "64.50", "CHF", "67.16", "EUR"],
    ]);
  });

  it("prorates a MONTHLY fee and finds no timesheet for an unknown id", async () => {
    const sofia = await seeded.contractorId("sofia@settle.local");
    const { rows } = await listAdminTimesheets(seeded.db, { ...defaults, filters: { contractorId: sofia, status: "CONTESTED" } });
    const detail = await getTimesheetSummary(seeded.db, { timesheetId: rows[0]!.id });
    // 19 days logged of October's 21 Sunday–Thursday days, of 42000 AED.
    expect(detail?.totals.fee).toEqual([{ currency: "AED", amount: "38000.00" }]);
    expect(await getTimesheetSummary(seeded.db, { timesheetId: "00000000-0000-4000-8000-000000000000" })).toBeNull();
  });
});
