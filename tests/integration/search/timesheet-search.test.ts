import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as getFilters } from "@/app/api/timesheets/find/filters/route";
import { POST as find } from "@/app/api/timesheets/find/route";
import { BillingPeriod } from "@/lib/domain/billing-period";
import { COMPONENT_STATUSES, TIMESHEET_STATUSES } from "@/lib/domain/reference";
import type { TimesheetSearchFilterOptions, TimesheetSearchRow } from "@/lib/schemas/timesheet-search";
import { TIMESHEET_FILTER_IDS, TIMESHEET_SORT_IDS } from "@/lib/schemas/timesheet-search";
import { clients, contractors, projects, timesheets, user } from "@/server/db/schema";
import { listTimesheetExpenseTotals } from "@/server/services/timesheets/list-timesheet-expense-totals";
import { listTimesheetFees } from "@/server/services/timesheets/list-timesheet-fees";
import { apiRequest } from "../../support/http";
import { API_KEY, createDemoDatabase } from "./demo-database";
import { fileFixture } from "../../support/file-fixture";

const demo = fileFixture(createDemoDatabase);

type Page = { rows: TimesheetSearchRow[]; total: number; page: number; pageSize: number };
type ErrorBody = { error: { code: string; message: string; issues?: { path: string; message: string }[] } };

/** Every timesheet with the columns the filters look at, read naively: the oracle for the SQL. */
async function everything() {
  return demo.db
    .select({
      id: timesheets.id,
      billingPeriod: timesheets.billingPeriod,
      status: timesheets.status,
      feeStatus: timesheets.feeStatus,
      expensesStatus: timesheets.expensesStatus,
      bonusStatus: timesheets.bonusStatus,
      bonusAmount: timesheets.bonusAmount,
      flagged: timesheets.flagged,
      contractorId: timesheets.contractorId,
      contractorName: user.name,
      contractorEmail: user.email,
      projectId: timesheets.projectId,
      projectName: projects.name,
      clientId: clients.id,
    })
    .from(timesheets)
    .innerJoin(contractors, eq(contractors.id, timesheets.contractorId))
    .innerJoin(user, eq(user.id, contractors.userId))
    .innerJoin(projects, eq(projects.id, timesheets.projectId))
    .innerJoin(clients, eq(clients.id, projects.clientId));
}
type Oracle = Awaited<ReturnType<typeof everything>>[number];

async function search(body: unknown, cookie = demo.cookies.admin) {
  return find(apiRequest("/api/timesheets/find", { body, cookie }), undefined);
}

async function searchOk(body: Record<string, unknown>): Promise<Page> {
  const response = await search({ pageSize: 100, ...body });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Page }).data;
}

async function expectMatches(filters: unknown[], predicate: (row: Oracle) => boolean) {
  const expected = (await everything()).filter(predicate).map((row) => row.id);
  const page = await searchOk({ filters });
  expect(page.total).toBe(expected.length);
  expect(page.rows.map((row) => row.id).sort()).toEqual(expected.sort());
  return page;
}

async function badRequest(body: unknown): Promise<ErrorBody> {
  const response = await search(body);
  expect(response.status).toBe(400);
  return (await response.json()) as ErrorBody;
}

describe("who may search", () => {
  it("answers 401 to the signed out and 403 to contractors, on both endpoints", async () => {
    expect((await find(apiRequest("/api/timesheets/find", { body: {} }), undefined)).status).toBe(401);
    expect((await getFilters(apiRequest("/api/timesheets/find/filters"), undefined)).status).toBe(401);
    expect((await search({}, demo.cookies.amara)).status).toBe(403);
    const forbidden = await getFilters(apiRequest("/api/timesheets/find/filters", { cookie: demo.cookies.lukas }), undefined);
    expect(forbidden.status).toBe(403);
  });

  it("serves the admin API key and refuses a wrong one", async () => {
    const ok = await find(apiRequest("/api/timesheets/find", { body: {}, headers: API_KEY }), undefined);
    expect(ok.status).toBe(200);
    const wrong = await find(apiRequest("/api/timesheets/find", { body: {}, headers: { "x-api-key": "nope" } }), undefined);
    expect(wrong.status).toBe(401);
  });
});

describe("GET /api/timesheets/find/filters", () => {
  it("lists the values every filter can take", async () => {
    const response = await getFilters(apiRequest("/api/timesheets/find/filters", { cookie: demo.cookies.admin }), undefined);
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: TimesheetSearchFilterOptions };
    expect(data.filters.status.map((s) => s.value)).toEqual([...TIMESHEET_STATUSES]);
    expect(data.filters.status).toContainEqual({ value: "IN_PROGRESS", label: "In progress" });
    expect(data.filters.feeStatus.map((s) => s.value)).toEqual([...COMPONENT_STATUSES]);
    expect(data.filters.bonusStatus).toContainEqual({ value: "NOT_SUBMITTED", label: "Not submitted" });
    // The demo runs from 12 months back to next month, latest first.
    const next = demo.current.next();
    expect(data.filters.billingPeriod_name).toHaveLength(14);
    expect(data.filters.billingPeriod_name[0]).toEqual({ value: next.toString(), month: next.month, year: next.year, name: next.name });
    expect(data.filters.billingPeriod_name.at(-1)?.value).toBe(demo.current.plusMonths(-12).toString());
    expect(data.filters.projectId.map((p) => p.name)).toEqual(["Data Platform Migration", "Fleet Analytics", "Grid Modernisation"]);
    expect(data.filters.clientId.map((c) => c.name)).toEqual(["Helios Logistics", "Northwind Energy"]);
    expect(data.filters.contractorId.map((c) => c.name)).toEqual(["Amara Okafor", "Lukas Meier", "Sofia Haddad"]);
    expect(data.filters.flagged).toEqual([true, false]);
    expect(data.sorting).toEqual([...TIMESHEET_SORT_IDS]);
  });
});

describe("POST /api/timesheets/find: rows and paging", () => {
  it("returns the first page of all 50 demo timesheets, latest period first, with billing_period", async () => {
    const response = await search({});
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: Page };
    expect(data).toMatchObject({ total: 50, page: 1, pageSize: 25 });
    expect(data.rows).toHaveLength(25);
    const next = demo.current.next();
    const [first] = data.rows;
    expect(first).toMatchObject({
      billing_period: next.toDatabase(),
      billingPeriod: { month: next.month, year: next.year, name: next.name },
      status: "INITIALIZED",
      version: 1,
      contractor: { name: "Amara Okafor", email: "amara@settle.local" },
      project: { name: "Grid Modernisation" },
      client: { name: "Northwind Energy" },
    });
    expect(first?.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
  });

  it("pages in SQL: totals stay, pages do not overlap, a page past the end is empty", async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((page) => searchOk({ page, pageSize: 20 })));
    expect(pages.map((p) => p.rows.length)).toEqual([20, 20, 10, 0]);
    expect(pages.every((p) => p.total === 50 && p.pageSize === 20)).toBe(true);
    expect(pages.map((p) => p.page)).toEqual([1, 2, 3, 4]);
    expect(new Set(pages.flatMap((p) => p.rows.map((row) => row.id))).size).toBe(50);
  });

  it("carries the fee, expenses and bonus of each row, as the domain computes them from every record", async () => {
    const all = await searchOk({ page: 1, pageSize: 100 });
    expect(all.rows).toHaveLength(50);
    const ids = all.rows.map((row) => row.id);
    const [fees, expenses] = await Promise.all([listTimesheetFees(demo.db, { timesheetIds: ids }), listTimesheetExpenseTotals(demo.db, { timesheetIds: ids })]);
    const oracle = new Map((await everything()).map((row) => [row.id, row]));
    for (const row of all.rows) {
      expect(row.totals.fee).toEqual(fees.get(row.id) ?? []);
      expect(row.totals.expenses).toEqual(expenses.get(row.id) ?? []);
      const bonus = oracle.get(row.id)?.bonusAmount;
      expect(row.totals.bonus).toEqual(bonus ? [{ amount: bonus, currency: "EUR" }] : []);
    }
    // Each kind of rate shows up: daily EUR (Amara), hourly CHF (Lukas), monthly AED pro rata (Sofia).
    const currencies = new Set(all.rows.flatMap((row) => row.totals.fee.map((fee) => fee.currency)));
    expect([...currencies].sort()).toEqual(["AED", "CHF", "EUR"]);
    expect(all.rows.some((row) => row.totals.bonus.length > 0)).toBe(true);
    expect(all.rows.some((row) => row.totals.expenses.length > 0)).toBe(true);
  });
});

describe("POST /api/timesheets/find: each filter", () => {
  it("filters by status, one value or a list", async () => {
    const closed = await expectMatches([{ id: "status", value: "CLOSED" }], (row) => row.status === "CLOSED");
    expect(closed.total).toBe(38);
    await expectMatches([{ id: "status", value: ["DUE", "CONTESTED"] }], (row) => ["DUE", "CONTESTED"].includes(row.status));
  });

  it("filters by each component status", async () => {
    const fee = await expectMatches([{ id: "feeStatus", value: "SUBMITTED" }], (row) => row.feeStatus === "SUBMITTED");
    expect(fee.total).toBe(1);
    const expenses = await expectMatches([{ id: "expensesStatus", value: ["PREPARED", "IN_PROGRESS"] }], (row) =>
      ["PREPARED", "IN_PROGRESS"].includes(row.expensesStatus),
    );
    expect(expenses.total).toBe(2);
    const bonus = await expectMatches([{ id: "bonusStatus", value: "APPROVED" }], (row) => row.bonusStatus === "APPROVED");
    expect(bonus.total).toBeGreaterThan(0);
  });

  it("maps billingPeriod_name to billing_period, as yyyy-MM, as a name, in the stored form, or as a range", async () => {
    const last = demo.current.previous();
    const byText = await expectMatches([{ id: "billingPeriod_name", value: last.toString() }], (row) => row.billingPeriod === last.toDatabase());
    expect(byText.rows.map((row) => row.status).sort()).toEqual(["CONTESTED", "DUE", "SUBMITTED"]);
    const byName = await searchOk({ filters: [{ id: "billingPeriod_name", value: last.name.toUpperCase() }] });
    expect(byName.rows.map((row) => row.id).sort()).toEqual(byText.rows.map((row) => row.id).sort());
    const stored = await searchOk({ filters: [{ id: "billingPeriod_name", value: last.toDatabase() }] });
    expect(stored.total).toBe(byText.total);
    const from = demo.current.plusMonths(-3);
    const range = await expectMatches(
      [{ id: "billingPeriod_name", value: { from: from.toString(), to: last.toString() } }],
      (row) => row.billingPeriod >= from.toDatabase() && row.billingPeriod <= last.toDatabase(),
    );
    expect(range.rows.every((row) => BillingPeriod.fromString(row.billing_period).compare(from) >= 0)).toBe(true);
    await expectMatches([{ id: "billingPeriod_name", value: { from: demo.current.toString() } }], (row) => row.billingPeriod >= demo.current.toDatabase());
    await expectMatches([{ id: "billingPeriod_name", value: { to: from.toString() } }], (row) => row.billingPeriod <= from.toDatabase());
  });

  it("filters by project, client and contractor ids", async () => {
    const grid = await demo.projectId("Grid Modernisation");
    const fleet = await demo.projectId("Fleet Analytics");
    const sofia = await demo.contractorId("sofia@settle.local");
    const lukas = await demo.contractorId("lukas@settle.local");
    const onGrid = await expectMatches([{ id: "projectId", value: grid }], (row) => row.projectId === grid);
    expect(onGrid.total).toBe(22);
    await expectMatches([{ id: "projectId", value: [grid, fleet] }], (row) => [grid, fleet].includes(row.projectId));
    const [northwind] = (await everything()).filter((row) => row.projectId === grid).map((row) => row.clientId);
    const client = await expectMatches([{ id: "clientId", value: northwind }], (row) => row.clientId === northwind);
    expect(client.rows.every((row) => row.client.name === "Northwind Energy")).toBe(true);
    await expectMatches([{ id: "contractorId", value: [sofia, lukas] }], (row) => [sofia, lukas].includes(row.contractorId));
    const combined = await expectMatches(
      [
        { id: "contractorId", value: sofia },
        { id: "projectId", value: grid },
      ],
      (row) => row.contractorId === sofia && row.projectId === grid,
    );
    expect(combined.total).toBe(8);
  });

  it("filters by flag, both ways", async () => {
    const flagged = await expectMatches([{ id: "flagged", value: true }], (row) => row.flagged);
    expect(flagged.rows.map((row) => [row.contractor.name, row.project.name, row.billingPeriod.name])).toEqual([
      ["Sofia Haddad", "Fleet Analytics", demo.current.previous().name],
    ]);
    await expectMatches([{ id: "flagged", value: false }], (row) => !row.flagged);
  });

  it("searches contractor names, e-mails and project names case-insensitively, taking % and _ literally", async () => {
    await expectMatches([{ id: "search", value: "okafor" }], (row) => row.contractorName === "Amara Okafor");
    await expectMatches([{ id: "search", value: "LUKAS@SETTLE" }], (row) => row.contractorEmail === "lukas@settle.local");
    await expectMatches([{ id: "search", value: "fleet anal" }], (row) => row.projectName === "Fleet Analytics");
    expect((await searchOk({ filters: [{ id: "search", value: "%" }] })).total).toBe(0);
    expect((await searchOk({ filters: [{ id: "search", value: "_" }] })).total).toBe(0);
    expect((await searchOk({ filters: [{ id: "search", value: "\\" }] })).total).toBe(0);
  });
});

describe("POST /api/timesheets/find: sorting", () => {
  const keyOf: Record<string, (row: TimesheetSearchRow) => string> = {
    billingPeriod_name: (row) => row.billing_period,
    billing_period: (row) => row.billing_period,
    status: (row) => row.status,
    contractor: (row) => row.contractor.name,
    project: (row) => row.project.name,
    client: (row) => row.client.name,
    updatedAt: (row) => row.updatedAt,
  };

  it.each(TIMESHEET_SORT_IDS.flatMap((id) => [{ id, desc: false }, { id, desc: true }]))("sorts by $id (desc: $desc)", async (sort) => {
    const { rows } = await searchOk({ sorting: [sort] });
    expect(rows).toHaveLength(50);
    const keys = rows.map(keyOf[sort.id]!);
    const sorted = [...keys].sort();
    expect(keys).toEqual(sort.desc ? sorted.reverse() : sorted);
  });

  it("breaks ties by latest period, then applies later sort entries", async () => {
    const { rows } = await searchOk({ sorting: [{ id: "contractor", desc: false }] });
    const amara = rows.filter((row) => row.contractor.name === "Amara Okafor").map((row) => row.billing_period);
    expect(amara).toEqual([...amara].sort().reverse());
    const twoKeys = await searchOk({ sorting: [{ id: "project", desc: true }, { id: "billing_period", desc: false }] });
    expect(twoKeys.rows[0]).toMatchObject({ project: { name: "Grid Modernisation" }, billing_period: demo.current.plusMonths(-12).toDatabase() });
  });

  it("sorts by updatedAt from the column", async () => {
    const touched = await demo.db
      .update(timesheets)
      .set({ updatedAt: sql`now() + interval '1 day'` })
      .where(eq(timesheets.billingPeriod, demo.current.plusMonths(-7).toDatabase()))
      .returning({ id: timesheets.id });
    // Every timesheet of that month now ties on the latest updatedAt; one of them comes first.
    const latest = await searchOk({ sorting: [{ id: "updatedAt", desc: true }], pageSize: 1 });
    expect(latest.rows).toHaveLength(1);
    expect(touched.map((row) => row.id)).toContain(latest.rows[0]?.id);
    expect(latest.total).toBe(50);
  });
});

describe("POST /api/timesheets/find: bad requests", () => {
  it("names the allowed filter ids when one is unknown", async () => {
    const body = await badRequest({ filters: [{ id: "colour", value: "red" }] });
    expect(body.error.code).toBe("BAD_REQUEST");
    expect(body.error.issues?.[0]?.path).toBe("filters.0.id");
    expect(body.error.issues?.[0]?.message).toBe(`Unknown filter id "colour". Allowed filter ids: ${TIMESHEET_FILTER_IDS.join(", ")}.`);
  });

  it("names the allowed sort ids when one is unknown", async () => {
    const body = await badRequest({ sorting: [{ id: "size", desc: true }] });
    expect(body.error.issues?.[0]).toMatchObject({ path: "sorting.0.id", key: "unknownSortIdId", message: `Unknown sort id "size". Allowed sort ids: ${TIMESHEET_SORT_IDS.join(", ")}.` });
  });

  it("refuses bad filter values with the reason", async () => {
    const status = await badRequest({ filters: [{ id: "status", value: "LATE" }] });
    expect(status.error.issues?.[0]?.message).toMatch(/^Status must be one of INITIALIZED/);
    const period = await badRequest({ filters: [{ id: "billingPeriod_name", value: "2026-13" }] });
    expect(period.error.issues?.[0]?.message).toBe("Invalid input for BillingPeriod.fromString");
    for (const value of ["Brumaire 2026", "November 0000", "2026-02-30", "2026"]) {
      const invalid = await badRequest({ filters: [{ id: "billingPeriod_name", value }] });
      expect(invalid.error.issues?.[0]?.message, value).toBe("Invalid input for BillingPeriod.fromString");
    }
    const range = await badRequest({ filters: [{ id: "billingPeriod_name", value: { from: "2026-10", to: "2026-09" } }] });
    expect(range.error.issues?.[0]?.message).toMatch(/from must not be later than to/);
    const empty = await badRequest({ filters: [{ id: "billingPeriod_name", value: {} }] });
    expect(empty.error.issues?.[0]?.message).toMatch(/needs from, to or both/);
    const id = await badRequest({ filters: [{ id: "projectId", value: "grid" }] });
    expect(id.error.issues?.[0]?.message).toBe("Expected an id (UUID).");
    const flag = await badRequest({ filters: [{ id: "flagged", value: "yes" }] });
    expect(flag.error.issues?.[0]?.message).toBe("flagged must be true or false.");
    const twice = await badRequest({ filters: [{ id: "flagged", value: true }, { id: "flagged", value: false }] });
    expect(twice.error.issues?.[0]).toMatchObject({ path: "filters.1.id", key: "whatIdGivenTwice", message: "The filter flagged is given twice." });
  });

  it("refuses bad paging and unknown fields", async () => {
    expect((await badRequest({ pageSize: 101 })).error.issues?.[0]?.message).toBe("pageSize must be at most 100.");
    expect((await badRequest({ page: 0 })).error.issues?.[0]?.message).toBe("page starts at 1.");
    expect((await badRequest({ page: 1.5 })).error.issues?.[0]?.message).toBe("page must be a whole number.");
    expect((await badRequest({ page: 1e12 })).error.issues?.[0]?.message).toBe("page is at most 1000000.");
    expect((await badRequest({ limit: 5 })).error.issues?.[0]?.path).toBe("");
  });

  it("answers 415 to a body that is not JSON", async () => {
    const request = new Request("http://localhost:3000/api/timesheets/find", {
      method: "POST",
      headers: { "content-type": "text/plain", cookie: demo.cookies.admin, origin: "http://localhost:3000" },
      body: "status=DUE",
    });
    expect((await find(request, undefined)).status).toBe(415);
  });
});
