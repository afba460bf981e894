import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as lookupClients } from "@/app/api/lookups/clients/route";
import { GET as lookupContractors } from "@/app/api/lookups/contractors/route";
import { GET as lookupProjects } from "@/app/api/lookups/projects/route";
import { GET as getFilters } from "@/app/api/timesheets/find/filters/route";
import { POST as find } from "@/app/api/timesheets/find/route";
import { lookupResponse } from "@/lib/schemas/lookups";
import { timesheetSearchBody, timesheetSearchResponse } from "@/lib/schemas/timesheet-search";
import { rowsOf } from "@/server/db";
import { timesheets } from "@/server/db/schema";
import { listAdminTimesheets } from "@/server/services/timesheets/list-admin-timesheets";
import { cappedCount, totalLabel } from "@/server/services/timesheets/query/capped-count";
import { listTimesheetSearchFilters } from "@/server/services/timesheets/list-timesheet-search-filters";
import { searchTimesheets } from "@/server/services/timesheets/search-timesheets";
import { apiRequest, type ErrorJson } from "../../support/http";
import { countStatements } from "../../support/statement-counter";
import { API_KEY, createDemoDatabase } from "./demo-database";
import { fileFixture } from "../../support/file-fixture";

const demo = fileFixture(createDemoDatabase);

const body = (input: unknown) => timesheetSearchBody.parse(input);

describe("admin search at scale", () => {
  it("searches a page in 2 statements, with an exact total below the cap", async () => {
    const { result, count } = await countStatements(() => searchTimesheets(demo.db, body({ pageSize: 10 })));
    expect(count).toBe(2);
    const [all] = rowsOf<{ n: number }>(await demo.db.execute(sql`select count(*)::int as n from timesheets`));
    expect(result).toMatchObject({ total: all?.n, totalCapped: false, totalLabel: String(all?.n), page: 1, pageSize: 10 });
    expect(result.rows).toHaveLength(10);
  });

  it("counts up to a cap and says so past it", async () => {
    const matches = () => demo.db.select({ one: sql`1` }).from(timesheets).$dynamic();
    expect(await cappedCount(demo.db, matches(), 5)).toEqual({ total: 5, totalCapped: true });
    const [all] = rowsOf<{ n: number }>(await demo.db.execute(sql`select count(*)::int as n from timesheets`));
    expect(await cappedCount(demo.db, matches(), 100_000)).toEqual({ total: all?.n, totalCapped: false });
    expect(totalLabel({ total: 10_000, totalCapped: true })).toBe("10,000+");
    expect(totalLabel({ total: 1234, totalCapped: false })).toBe("1,234");
  });

  it("refuses a page deeper than the cap with 400 and a way out, and answers the documented shape otherwise", async () => {
    const deep = await find(apiRequest("/api/timesheets/find", { headers: API_KEY, body: { page: 401, pageSize: 25 } }), undefined);
    expect(deep.status).toBe(400);
    const error = (await deep.json()) as ErrorJson;
    expect(error.error.message).toMatch(/narrow the search/);
    const last = await find(apiRequest("/api/timesheets/find", { headers: API_KEY, body: { page: 400, pageSize: 25 } }), undefined);
    expect(last.status).toBe(200);
    expect(timesheetSearchResponse.parse(await last.json()).data.rows).toEqual([]);
  });

  it("pages the default order by cursor (after = nextCursor): the same rows as numbered pages, 2 statements each", async () => {
    const numbered = (await searchTimesheets(demo.db, body({ pageSize: 100 }))).rows.map((row) => row.id);
    const followed: string[] = [];
    let after: string | undefined;
    let pages = 0;
    do {
      const { result, count } = await countStatements(() => searchTimesheets(demo.db, body({ pageSize: 7, ...(after ? { after } : {}) })));
      expect(count).toBe(2);
      followed.push(...result.rows.map((row) => row.id));
      after = result.nextCursor ?? undefined;
      pages += 1;
    } while (after && followed.length < numbered.length);
    expect(pages).toBeGreaterThan(2);
    expect(followed).toEqual(numbered.slice(0, followed.length));
    // The same through the route, with a filter: the last page says no page follows.
    const filtered = { filters: [{ id: "search", value: "amara" }], pageSize: 100 };
    const all = timesheetSearchResponse.parse(await (await find(apiRequest("/api/timesheets/find", { headers: API_KEY, body: filtered }), undefined)).json());
    expect(all.data.nextCursor).toBeNull();
    const first = timesheetSearchResponse.parse(
      await (await find(apiRequest("/api/timesheets/find", { headers: API_KEY, body: { ...filtered, pageSize: 3 } }), undefined)).json(),
    );
    const second = timesheetSearchResponse.parse(
      await (await find(apiRequest("/api/timesheets/find", { headers: API_KEY, body: { ...filtered, pageSize: 3, after: first.data.nextCursor } }), undefined)).json(),
    );
    expect([...first.data.rows, ...second.data.rows].map((row) => row.id)).toEqual(all.data.rows.slice(0, 6).map((row) => row.id));
  });

  it("refuses after with a sorting, with a page, or not a cursor, with 400 on after; a sorted answer has no cursor", async () => {
    const cursor = (await searchTimesheets(demo.db, body({ pageSize: 1 }))).nextCursor;
    expect(cursor).not.toBeNull();
    const cases = [
      { after: cursor, sorting: [{ id: "contractor", desc: false }] },
      { after: cursor, page: 2 },
      { after: "bm9wZQ" },
    ];
    for (const input of cases) {
      const answer = await find(apiRequest("/api/timesheets/find", { headers: API_KEY, body: input }), undefined);
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as ErrorJson).error.issues?.map((issue) => issue.path)).toEqual(["after"]);
    }
    expect((await searchTimesheets(demo.db, body({ pageSize: 1, sorting: [{ id: "status", desc: false }] }))).nextCursor).toBeNull();
  });

  it("free-text search runs on the trigram indexes", async () => {
    // One transaction, so the setting and the plan share a connection on a PostgreSQL pool; the
    // demo's tables are too small for the planner to prefer the index on its own.
    const plan = await demo.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return rowsOf<Record<string, string>>(await tx.execute(sql`explain select id from users where name ilike '%ara%'`));
    });
    expect(plan.map((line) => Object.values(line)[0]).join("\n")).toContain("users_name_trgm_idx");
    const found = await searchTimesheets(demo.db, body({ filters: [{ id: "search", value: "amara" }] }));
    expect(found.total).toBeGreaterThan(0);
    expect(found.rows.every((row) => row.contractor.name === "Amara Okafor")).toBe(true);
  });

  it("the admin overview list counts the same way", async () => {
    const { result, count } = await countStatements(() => listAdminTimesheets(demo.db, { filters: {}, sort: { by: "period", desc: true }, page: 1, pageSize: 25 }));
    expect(count).toBe(2);
    expect(result).toMatchObject({ totalCapped: false, totalLabel: String(result.total) });
  });
});

describe("look-ups instead of lists", () => {
  const get = (handler: typeof lookupContractors, path: string, headers: Record<string, string> = API_KEY) => handler(apiRequest(path, { headers }), undefined);

  it("finds contractors by part of the name or e-mail, prefix matches first, limited", async () => {
    const response = await get(lookupContractors, "/api/lookups/contractors?q=ara");
    expect(response.status).toBe(200);
    const { data } = lookupResponse.parse(await response.json());
    expect(data.map((item) => item.name)).toEqual(["Amara Okafor"]);
    expect(data[0]?.detail).toBe("amara@settle.local");
    const byMail = lookupResponse.parse(await (await get(lookupContractors, "/api/lookups/contractors?q=LUKAS%40")).json());
    expect(byMail.data.map((item) => item.name)).toEqual(["Lukas Meier"]);
    const one = lookupResponse.parse(await (await get(lookupContractors, "/api/lookups/contractors?limit=1")).json());
    expect(one.data).toHaveLength(1);
  });

  it("finds projects with their client, and clients", async () => {
    const projects = lookupResponse.parse(await (await get(lookupProjects, "/api/lookups/projects?q=fleet")).json());
    expect(projects.data).toEqual([expect.objectContaining({ name: "Fleet Analytics", detail: expect.any(String), clientId: expect.any(String) })]);
    const clients = lookupResponse.parse(await (await get(lookupClients, "/api/lookups/clients?q=north")).json());
    expect(clients.data.map((item) => item.name)).toEqual(["Northwind Energy"]);
    // % and _ are taken literally.
    expect(lookupResponse.parse(await (await get(lookupClients, "/api/lookups/clients?q=%25")).json()).data).toEqual([]);
  });

  it("refuses a bad limit with 400 and a contractor with 403", async () => {
    expect((await get(lookupProjects, "/api/lookups/projects?limit=51")).status).toBe(400);
    expect((await get(lookupProjects, "/api/lookups/projects?limit=abc")).status).toBe(400);
    const asContractor = await lookupProjects(apiRequest("/api/lookups/projects", { cookie: demo.cookies.amara }), undefined);
    expect(asContractor.status).toBe(403);
  });

  it("the search filters answer is small: people and projects come from look-ups", async () => {
    const response = await getFilters(apiRequest("/api/timesheets/find/filters", { headers: API_KEY }), undefined);
    const text = await response.text();
    expect(text.length).toBeLessThan(50_000);
    const { count, result } = await countStatements(() => listTimesheetSearchFilters(demo.db));
    expect(count).toBeLessThanOrEqual(4);
    const distinct = rowsOf<{ p: string }>(await demo.db.execute(sql`select distinct to_char(billing_period, 'YYYY-MM') as p from timesheets order by 1 desc`));
    expect(result.filters.billingPeriod_name.map((period) => period.value)).toEqual(distinct.map((row) => row.p));
  });
});
