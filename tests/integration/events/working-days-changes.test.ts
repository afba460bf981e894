import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUT as updateContractor } from "@/app/api/contractors/[id]/route";
import { GET as events } from "@/app/api/events/route";
import { PUT as updateUser } from "@/app/api/user/route";
import type { ChangeEvent } from "@/lib/schemas/events";
import { contractors, timesheets } from "@/server/db/schema";
import { stopChangeFeed } from "@/server/events/change-feed";
import { apiRequest, call } from "../../support/http";
import { seedDemoDatabase, signInEach, type SeededDemo } from "../../support/seeded";
import { SseReader } from "../../support/sse";

/**
 * A contractor's working days decide what their calendar lets them pick. When an administrator
 * changes them, the contractor's open workspace hears it at once, as it hears timesheet changes.
 */
let demo: SeededDemo;
let cookies: Record<"admin" | "amara" | "lukas", string>;
const open: { abort: AbortController; reader: SseReader }[] = [];

beforeAll(async () => {
  demo = await seedDemoDatabase({ memoryStorage: true });
  cookies = await signInEach(["admin", "amara", "lukas"] as const);
});

afterAll(async () => {
  for (const stream of open) {
    stream.abort.abort();
    await stream.reader.cancel();
  }
  await stopChangeFeed();
  await demo.database.dispose();
});

async function connect(cookie: string): Promise<SseReader> {
  const abort = new AbortController();
  const response = await events(new Request(apiRequest("/api/events", { cookie }), { signal: abort.signal }), {});
  expect(response.status).toBe(200);
  const reader = new SseReader(response.body as ReadableStream<Uint8Array>);
  open.push({ abort, reader });
  await reader.nextOf("ready");
  return reader;
}

const nextChange = async (reader: SseReader) => JSON.parse((await reader.nextOf("change")).data) as ChangeEvent;

async function contractorOf(who: "amara" | "lukas") {
  const sheet = await demo.timesheetOf(who, 0);
  const [row] = await demo.db.select().from(contractors).where(eq(contractors.id, sheet.contractorId));
  return { ...row!, sentinel: sheet.id };
}

describe("a change of working days on the event stream", () => {
  it("reaches the contractor's stream when an administrator changes them, and only theirs", async () => {
    const amara = await connect(cookies.amara);
    const lukas = await connect(cookies.lukas);
    const admin = await connect(cookies.admin);
    const person = await contractorOf("amara");
    const lukasRow = await contractorOf("lukas");

    const { status } = await call(updateContractor, `/api/contractors/${person.id}`, {
      method: "PUT",
      cookie: cookies.admin,
      params: { id: person.id },
      body: { workingDays: ["MONDAY", "TUESDAY", "WEDNESDAY"], version: person.version },
    });
    expect(status).toBe(200);
    // Changes of their own timesheets come next, in commit order: each stream's first event says
    // whether the working days reached it.
    await demo.db.update(timesheets).set({ flagged: true }).where(eq(timesheets.id, person.sentinel));
    await demo.db.update(timesheets).set({ flagged: true }).where(eq(timesheets.id, lukasRow.sentinel));

    const expected = { kind: "contractor", op: "UPDATE", contractorId: person.id };
    expect(await nextChange(amara)).toEqual(expected);
    expect(await nextChange(admin)).toEqual(expected);
    expect(await nextChange(lukas)).toMatchObject({ kind: "timesheet", timesheetId: lukasRow.sentinel });
  });

  it("says nothing for a contractor change that leaves the working days as they were", async () => {
    const amara = await connect(cookies.amara);
    const person = await contractorOf("amara");
    // Product tours are the contractor's own business: no calendar needs to re-read.
    const tours = await call(updateUser, "/api/user", { method: "PUT", cookie: cookies.amara, body: { productTours: { workspace: true } } });
    expect(tours.status).toBe(200);
    await demo.db.update(timesheets).set({ flagged: true }).where(eq(timesheets.id, person.sentinel));
    expect(await nextChange(amara)).toMatchObject({ kind: "timesheet", timesheetId: person.sentinel });
  });
});
