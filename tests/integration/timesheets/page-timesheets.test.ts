import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as listTimesheets } from "@/app/api/timesheets/route";
import { BillingPeriod } from "@/lib/domain/billing-period";
import { PAGE_LIMIT_DEFAULT } from "@/lib/schemas/paging";
import type { TimesheetSummary } from "@/lib/schemas/timesheets";
import { timesheets } from "@/server/db/schema";
import { signInEach } from "../../support/seeded";
import { API_KEY, call, createTimesheetsDatabase, type ErrorJson, type TimesheetsDatabase } from "../../support/factories/timesheets";

type PageBody = { data: TimesheetSummary[]; nextCursor: string | null };

let seeded: TimesheetsDatabase;
let cookies: Record<"admin" | "amara" | "lukas", string>;
let amaraEngagement: { projectEngagementId: string; contractorId: string; projectId: string };

/** Adds timesheets to Amara's engagement for the given months, long before the demo's. */
async function addAmaraMonths(months: readonly BillingPeriod[]): Promise<string[]> {
  const rows = await seeded.db
    .insert(timesheets)
    .values(months.map((period) => ({ ...amaraEngagement, billingPeriod: period.toDatabase() })))
    .returning({ id: timesheets.id });
  return rows.map((row) => row.id);
}

const monthsFrom = (start: BillingPeriod, n: number) => Array.from({ length: n }, (_, i) => start.plusMonths(i));

beforeAll(async () => {
  seeded = await createTimesheetsDatabase();
  cookies = await signInEach(["admin", "amara", "lukas"] as const);
  const current = await seeded.timesheetOf("amara", 0);
  amaraEngagement = { projectEngagementId: current.projectEngagementId, contractorId: current.contractorId, projectId: current.projectId };
  // 120 more months (2000-01 to 2009-12): Amara alone then has more than two default pages.
  await addAmaraMonths(monthsFrom(BillingPeriod.from({ year: 2000, month: 1 }), 120));
});

afterAll(async () => {
  await seeded.database.dispose();
});

const list = (query: string, options: Parameters<typeof call>[2]) => call<PageBody>(listTimesheets, `/api/timesheets${query}`, options);

/** Every page from the first to the one whose nextCursor is null; `between` runs after each page. */
async function walk(query: string, options: Parameters<typeof call>[2], between?: (pageIndex: number, page: PageBody) => Promise<void>) {
  const pages: PageBody[] = [];
  let cursor: string | null = null;
  do {
    const separator = query ? "&" : "?";
    const answer: { status: number; body: PageBody } = await list(`${query}${cursor ? `${separator}cursor=${cursor}` : ""}`, options);
    expect(answer.status).toBe(200);
    pages.push(answer.body);
    cursor = answer.body.nextCursor;
    if (between) await between(pages.length - 1, answer.body);
  } while (cursor && pages.length < 100);
  return pages;
}

const sortKey = (t: TimesheetSummary) => `${String(t.billingPeriod.year).padStart(4, "0")}-${String(t.billingPeriod.month).padStart(2, "0")}`;

/** Newest billing period first, ties by id descending, strictly: no repeat anywhere. */
function expectStrictlyDescending(rows: readonly TimesheetSummary[]) {
  for (let i = 1; i < rows.length; i++) {
    const before = rows[i - 1]!;
    const after = rows[i]!;
    const order = sortKey(before).localeCompare(sortKey(after)) || before.id.localeCompare(after.id);
    expect(order, `${sortKey(before)} ${before.id} then ${sortKey(after)} ${after.id}`).toBeGreaterThan(0);
  }
}

describe("GET /api/timesheets pages", () => {
  it("walks a contractor's timesheets to the end in default pages without a duplicate or a gap", async () => {
    const pages = await walk("", { cookie: cookies.amara });
    const [own] = await seeded.db.select({ n: count() }).from(timesheets).where(eq(timesheets.contractorId, amaraEngagement.contractorId));
    expect(own!.n).toBeGreaterThan(2 * PAGE_LIMIT_DEFAULT);
    expect(pages.length).toBe(Math.ceil(own!.n / PAGE_LIMIT_DEFAULT));
    for (const page of pages.slice(0, -1)) expect(page.data).toHaveLength(PAGE_LIMIT_DEFAULT);
    expect(pages.at(-1)!.nextCursor).toBeNull();
    const rows = pages.flatMap((page) => page.data);
    expect(rows).toHaveLength(own!.n);
    expect(new Set(rows.map((row) => row.id)).size).toBe(own!.n);
    expect(rows.every((row) => row.contractorId === amaraEngagement.contractorId)).toBe(true);
    expectStrictlyDescending(rows);
  });

  it("neither repeats nor skips a row while timesheets are added between pages", async () => {
    const [before] = await seeded.db.select({ n: count() }).from(timesheets);
    const passedIds: string[] = [];
    const aheadIds: string[] = [];
    let added = 0;
    // An administrator's list, 7 a page: ties on one billing period cross page boundaries.
    const pages = await walk("?limit=7", { headers: API_KEY }, async (index, page) => {
      if (index % 3 !== 0 || !page.nextCursor) return;
      const last = page.data.at(-1)!;
      const lastPeriod = BillingPeriod.from(last.billingPeriod);
      // One month newer than the page's end (already passed: must not show up later) and one
      // older than anything listed (not reached yet: must show up once), each in a month with no
      // timesheet yet.
      const newer = BillingPeriod.from({ year: 2100 + added, month: 1 });
      const older = BillingPeriod.from({ year: 1899 - added, month: 1 });
      expect(newer.compare(lastPeriod)).toBeGreaterThan(0);
      expect(older.compare(lastPeriod)).toBeLessThan(0);
      passedIds.push(...(await addAmaraMonths([newer])));
      aheadIds.push(...(await addAmaraMonths([older])));
      added += 1;
    });
    expect(added).toBeGreaterThan(3);
    const rows = pages.flatMap((page) => page.data);
    const ids = rows.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    expectStrictlyDescending(rows);
    expect(ids.length).toBe(before!.n + aheadIds.length);
    for (const id of aheadIds) expect(ids).toContain(id);
    for (const id of passedIds) expect(ids).not.toContain(id);
    expect(pages.every((page) => page.data.length <= 7)).toBe(true);
  });

  it("answers an administrator with at most one page, and a next cursor while more follow", async () => {
    const [all] = await seeded.db.select({ n: count() }).from(timesheets);
    expect(all!.n).toBeGreaterThan(PAGE_LIMIT_DEFAULT);
    const first = await list("", { cookie: cookies.admin });
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(PAGE_LIMIT_DEFAULT);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const widest = await list(`?limit=${all!.n - 1}`, { cookie: cookies.admin });
    expect(widest.body.data).toHaveLength(all!.n - 1);
    expect(widest.body.nextCursor).toEqual(expect.any(String));
    const last = await list(`?limit=${all!.n - 1}&cursor=${widest.body.nextCursor}`, { cookie: cookies.admin });
    expect(last.body.data).toHaveLength(1);
    expect(last.body.nextCursor).toBeNull();
  });

  it("keeps a contractor inside their own timesheets on every page, whatever the cursor or filter", async () => {
    const lukas = await seeded.person("lukas");
    const adminPage = await list("?limit=3", { cookie: cookies.admin });
    const pages = await walk("?limit=5", { cookie: cookies.lukas });
    const rows = pages.flatMap((page) => page.data);
    expect(rows.length).toBe(14);
    expect(rows.every((row) => row.contractorId === lukas.contractorId)).toBe(true);
    // A cursor taken from someone else's list only says where to start; the scope still holds.
    const fromAdminCursor = await list(`?cursor=${adminPage.body.nextCursor}`, { cookie: cookies.lukas });
    expect(fromAdminCursor.status).toBe(200);
    expect(fromAdminCursor.body.data.every((row) => row.contractorId === lukas.contractorId)).toBe(true);
  });

  it("narrows to billing periods from and to, both included", async () => {
    const pages = await walk("?from=2003-02&to=2003-11&limit=4", { cookie: cookies.amara });
    const rows = pages.flatMap((page) => page.data);
    expect(rows.map(sortKey)).toEqual(["2003-11", "2003-10", "2003-09", "2003-08", "2003-07", "2003-06", "2003-05", "2003-04", "2003-03", "2003-02"]);
  });

  it("refuses a limit over 200, a limit under 1, a bad period range and a malformed cursor with 400", async () => {
    const cases: [string, string][] = [
      ["?limit=201", "limit"],
      ["?limit=0", "limit"],
      ["?limit=ten", "limit"],
      ["?from=2026-13", "from"],
      ["?from=2026-05&to=2026-04", "to"],
      ["?cursor=not-a-cursor", "cursor"],
      [`?cursor=${Buffer.from(JSON.stringify(["2026-11-15", "x"])).toString("base64url")}`, "cursor"],
    ];
    for (const [query, path] of cases) {
      const { status, body } = await call<ErrorJson>(listTimesheets, `/api/timesheets${query}`, { cookie: cookies.admin });
      expect(status, query).toBe(400);
      expect(body.error.issues?.map((issue) => issue.path), query).toContain(path);
    }
  });
});
