import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PUT as updateContractor } from "@/app/api/contractors/[id]/route";
import { PUT as updateUser } from "@/app/api/user/route";
import type { ChangeEvent } from "@/lib/schemas/events";
import { contractors, timesheets } from "@/server/db/schema";
import { call } from "../../support/http";
import { withLiveDemo } from "../../support/live-demo";
import { SseReader } from "../../support/sse";

/**
 * A contractor's working days decide what their calendar lets them pick. When an administrator
 * changes them, the contractor's open workspace hears it at once, as it hears timesheet changes.
 */
const live = withLiveDemo();
const connect = (cookie: string) => live.connect(cookie);

const nextChange = async (reader: SseReader) => JSON.parse((await reader.nextOf("change")).data) as ChangeEvent;

async function contractorOf(who: "amara" | "lukas") {
  const sheet = await live.demo.timesheetOf(who, 0);
  const [row] = await live.demo.db.select().from(contractors).where(eq(contractors.id, sheet.contractorId));
  return { ...row!, sentinel: sheet.id };
}

describe("a change of working days on the event stream", () => {
  it("reaches the contractor's stream when an administrator changes them, and only theirs", async () => {
    const amara = await connect(live.cookies.amara);
    const lukas = await connect(live.cookies.lukas);
    const admin = await connect(live.cookies.admin);
    const person = await contractorOf("amara");
    const lukasRow = await contractorOf("lukas");

    const { status } = await call(updateContractor, `/api/contractors/${person.id}`, {
      method: "PUT",
      cookie: live.cookies.admin,
      params: { id: person.id },
      body: { workingDays: ["MONDAY", "TUESDAY", "WEDNESDAY"], version: person.version },
    });
    expect(status).toBe(200);
    // Changes of their own timesheets come next, in commit order: each stream's first event says
    // whether the working days reached it.
    await live.demo.db.update(timesheets).set({ flagged: true }).where(eq(timesheets.id, person.sentinel));
    await live.demo.db.update(timesheets).set({ flagged: true }).where(eq(timesheets.id, lukasRow.sentinel));

    const expected = { kind: "contractor", op: "UPDATE", contractorId: person.id };
    expect(await nextChange(amara)).toEqual(expected);
    expect(await nextChange(admin)).toEqual(expected);
    expect(await nextChange(lukas)).toMatchObject({ kind: "timesheet", timesheetId: lukasRow.sentinel });
  });

  it("says nothing for a contractor change that leaves the working days as they were", async () => {
    const amara = await connect(live.cookies.amara);
    const person = await contractorOf("amara");
    // Product tours are the contractor's own business: no calendar needs to re-read.
    const tours = await call(updateUser, "/api/user", { method: "PUT", cookie: live.cookies.amara, body: { productTours: { workspace: true } } });
    expect(tours.status).toBe(200);
    await live.demo.db.update(timesheets).set({ flagged: true }).where(eq(timesheets.id, person.sentinel));
    expect(await nextChange(amara)).toMatchObject({ kind: "timesheet", timesheetId: person.sentinel });
  });
});
