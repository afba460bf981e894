import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as events } from "@/app/api/events/route";
import type { ChangeEvent } from "@/lib/schemas/events";

type TimesheetChangeEvent = Extract<ChangeEvent, { timesheetId: string }>;
import type { Actor } from "@/server/auth/actor";
import { messages, messageThreads, timesheetRecords, timesheets } from "@/server/db/schema";
import { subscribeToChanges } from "@/server/events/change-feed";
import { openEventStream } from "@/server/events/open-event-stream";
import { apiRequest } from "../../support/http";
import { withLiveDemo } from "../../support/live-demo";
import { SseReader } from "../../support/sse";

const live = withLiveDemo();
const connect = (cookie: string) => live.connect(cookie);

/** The next change; every change these tests make is to a timesheet or something on it. */
async function nextChange(reader: SseReader): Promise<TimesheetChangeEvent> {
  return JSON.parse((await reader.nextOf("change")).data) as TimesheetChangeEvent;
}

async function touch(timesheetId: string) {
  await live.demo.db.update(timesheets).set({ flagged: true }).where(eq(timesheets.id, timesheetId));
}

describe("GET /api/events", () => {
  it("refuses a caller without a session", async () => {
    const response = await events(apiRequest("/api/events"), {});
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: "UNAUTHENTICATED" } });
  });

  it("gives a contractor the changes of their own timesheets only, and an administrator all of them", async () => {
    const amara = await connect(live.cookies.amara);
    const admin = await connect(live.cookies.admin);
    const lukasSheet = await live.demo.timesheetOf("lukas", 0);
    const amaraSheet = await live.demo.timesheetOf("amara", 0);

    await touch(lukasSheet.id);
    await touch(amaraSheet.id);

    // Changes arrive in commit order: had Lukas's reached Amara, it would come first.
    expect(await nextChange(amara)).toEqual({ kind: "timesheet", op: "UPDATE", timesheetId: amaraSheet.id, contractorId: amaraSheet.contractorId });
    expect((await nextChange(admin)).timesheetId).toBe(lukasSheet.id);
    expect((await nextChange(admin)).timesheetId).toBe(amaraSheet.id);
  });

  it("names ids and never content, one event per statement and timesheet, nothing for a rollback", async () => {
    const amara = await connect(live.cookies.amara);
    const sheet = await live.demo.timesheetOf("amara", -1);
    const sentinel = await live.demo.timesheetOf("amara", 0);
    const records = await live.demo.db.select({ id: timesheetRecords.id }).from(timesheetRecords).where(eq(timesheetRecords.timesheetId, sheet.id));
    expect(records.length).toBeGreaterThan(1);

    await live.demo.db
      .transaction(async (tx) => {
        await tx.update(timesheets).set({ flagged: true }).where(eq(timesheets.id, sentinel.id));
        throw new Error("rolled back on purpose");
      })
      .catch(() => undefined);
    await live.demo.db.update(timesheetRecords).set({ flagged: true }).where(inArray(timesheetRecords.id, records.map((r) => r.id)));
    await touch(sentinel.id);

    const recordEvent = await nextChange(amara);
    expect(recordEvent).toEqual({ kind: "timesheet_record", op: "UPDATE", timesheetId: sheet.id, contractorId: sheet.contractorId });
    expect(Object.keys(recordEvent).sort()).toEqual(["contractorId", "kind", "op", "timesheetId"]);
    // The many-row update was one event; the rolled-back change none.
    expect((await nextChange(amara)).timesheetId).toBe(sentinel.id);
  });

  it("names the timesheet of a new comment", async () => {
    const amara = await connect(live.cookies.amara);
    const [thread] = await live.demo.db
      .select({ id: messageThreads.id, timesheetId: messageThreads.timesheetId })
      .from(messageThreads)
      .innerJoin(timesheets, eq(timesheets.id, messageThreads.timesheetId))
      .where(eq(timesheets.contractorId, (await live.demo.timesheetOf("amara", 0)).contractorId))
      .limit(1);
    if (!thread) throw new Error("the demo has a comment thread on Amara's current month");
    await live.demo.db.insert(messages).values({ threadId: thread.id, authorName: "Ada", text: "Please check the 3rd." });
    expect(await nextChange(amara)).toMatchObject({ kind: "message", op: "INSERT", timesheetId: thread.timesheetId });
  });
});

describe("openEventStream", () => {
  const admin: Actor = { kind: "service", userId: null, role: "SERVICE_PRINCIPAL", name: "API", email: null, contractorId: null };

  it("keeps at most the buffer for a reader that does not read, then asks it to resync", async () => {
    const abort = new AbortController();
    const stream = openEventStream(admin, { signal: abort.signal, bufferMax: 3, heartbeatMs: 60_000 });
    const reader = new SseReader(stream);
    const seen: string[] = [];
    const stop = await subscribeToChanges((event) => seen.push(event.kind === "contractor" ? event.contractorId : event.kind === "export_job" ? event.jobId : event.timesheetId));
    const sheets = await live.demo.db.select({ id: timesheets.id }).from(timesheets).limit(8);
    for (const sheet of sheets) await touch(sheet.id);
    await expect.poll(() => seen.length).toBe(sheets.length);

    await reader.nextOf("ready");
    const buffered: string[] = [];
    for (let i = 0; i < 3; i += 1) buffered.push((await nextChange(reader)).timesheetId);
    expect(buffered).toEqual(sheets.slice(0, 3).map((s) => s.id));
    // The rest were dropped, not queued: the next change comes after a resync.
    const first = sheets[0];
    if (!first) throw new Error("the demo has timesheets");
    await touch(first.id);
    await reader.nextOf("resync");
    expect((await nextChange(reader)).timesheetId).toBe(first.id);
    stop();
    abort.abort();
    await reader.cancel();
  });

  it("ends the stream when the session has ended", async () => {
    const abort = new AbortController();
    let allowed = true;
    const stream = openEventStream(admin, { signal: abort.signal, heartbeatMs: 20, stillAllowed: async () => allowed });
    const reader = new SseReader(stream);
    await reader.nextOf("ready");
    await reader.nextOf("heartbeat");
    allowed = false;
    await reader.nextOf("ended");
    expect(await reader.next()).toBeNull();
  });
});
