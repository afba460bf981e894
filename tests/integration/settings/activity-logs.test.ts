import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/api/activity-logs/route";
import type { ActivityLog } from "@/lib/schemas/activity-logs";
import * as t from "@/server/db/schema";
import { call, expectIssue } from "../clients/admin-api";
import { settingsDatabase } from "./settings-callers";

let env: Awaited<ReturnType<typeof settingsDatabase>>;
const timesheetA = randomUUID();
const timesheetB = randomUUID();
const recordA = randomUUID();

type Page = { data: ActivityLog[]; nextCursor: string | null };

beforeAll(async () => {
  env = await settingsDatabase();
  // 12 entries one minute apart on 2026-11-20 from 10:00; two share 10:05 exactly to test the tie-break.
  const rows = Array.from({ length: 12 }, (_, i) => {
    const minute = i === 6 ? 5 : i;
    return {
      actorUserId: i % 2 === 0 ? env.adminUserId : env.contractorUserId,
      actorLabel: i % 2 === 0 ? "ada@example.com" : "carl@example.com",
      action: i === 0 ? ("INSERT" as const) : ("UPDATE" as const),
      entityType: i % 3 === 0 ? ("timesheet_record" as const) : ("timesheet" as const),
      entityId: i % 3 === 0 ? recordA : i < 8 ? timesheetA : timesheetB,
      timesheetId: i < 8 ? timesheetA : timesheetB,
      event: `event-${i}`,
      before: { step: i - 1 },
      after: { step: i },
      createdAt: `2026-11-20T10:${String(minute).padStart(2, "0")}:00.000Z`,
    };
  });
  await env.db.insert(t.activityLogs).values(rows);
});

afterAll(async () => {
  await env.database.dispose();
});

const get = (query: string, caller: { cookie?: string; headers?: Record<string, string> } = env.callers.admin) =>
  call<Page>(GET, `/api/activity-logs${query}`, caller);

describe("GET /api/activity-logs", () => {
  it("returns entries newest first with actor, action, entity, before and after", async () => {
    const result = await get("");
    expect(result.status).toBe(200);
    expect(result.body.data).toHaveLength(12);
    expect(result.body.nextCursor).toBeNull();
    const times = result.body.data.map((e) => e.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(result.body.data[0]).toMatchObject({ event: "event-11", actorLabel: "carl@example.com", action: "UPDATE", before: { step: 10 }, after: { step: 11 } });
    // People are named, not addressed by e-mail.
    expect(result.body.data[0]!.actorName).toBe("Carl");
    expect(result.body.data[1]!.actorName).toBe("Ada Admin");
    expect(result.body.data[0]!.createdAt).toBe("2026-11-20T10:11:00.000000Z");
  });

  it("pages with a cursor, without gaps or repeats, even across equal timestamps", async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: { status: number; body: Page } = await get(`?limit=5${cursor ? `&cursor=${cursor}` : ""}`);
      expect(page.status).toBe(200);
      seen.push(...page.body.data.map((e) => e.event ?? ""));
      cursor = page.body.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(12);
    expect(new Set(seen).size).toBe(12);
  });

  it("filters by entity, timesheet, actor and time", async () => {
    const records = await get(`?entityType=timesheet_record&entityId=${recordA}`);
    expect(records.body.data.map((e) => e.event)).toEqual(["event-9", "event-6", "event-3", "event-0"]);
    const ofB = await get(`?timesheetId=${timesheetB}`);
    expect(ofB.body.data.map((e) => e.event)).toEqual(["event-11", "event-10", "event-9", "event-8"]);
    const byCarl = await get(`?actorUserId=${env.contractorUserId}`);
    expect(byCarl.body.data.every((e) => e.actorLabel === "carl@example.com")).toBe(true);
    expect(byCarl.body.data).toHaveLength(6);
    const window = await get("?from=2026-11-20T10:02:00Z&to=2026-11-20T11:04:00%2B01:00");
    expect(window.body.data.map((e) => e.event)).toEqual(["event-4", "event-3", "event-2"]);
  });

  it.each([
    ["?entityType=client", "entityType"],
    ["?entityId=nope", "entityId"],
    ["?actorUserId=123", "actorUserId"],
    ["?from=yesterday", "from"],
    ["?from=2026-11-21T00:00:00Z&to=2026-11-20T00:00:00Z", "to"],
    ["?limit=101", "limit"],
    ["?limit=0", "limit"],
    ["?cursor=garbage", "cursor"],
  ])("refuses %s with a 400 naming %s", async (query, path) => {
    expectIssue(await get(query), path);
  });

  it("answers the API key, refuses contractors (403) and the anonymous (401)", async () => {
    expect((await get("", env.callers.apiKey)).status).toBe(200);
    expect((await get("", env.callers.contractor)).status).toBe(403);
    expect((await get("", {})).status).toBe(401);
  });
});
