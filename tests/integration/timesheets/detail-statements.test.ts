import { describe, expect, it } from "vitest";
import type { Actor } from "@/server/auth/actor";
import { listEngagements } from "../../support/engagements-oracle";
import { getTimesheet } from "@/server/services/timesheets/get-timesheet";
import { countStatements } from "../../support/statement-counter";
import { seedDemoDatabase } from "../../support/seeded";
import { fileFixture } from "../../support/file-fixture";

const ADMIN: Actor = { kind: "service", userId: null, role: "SERVICE_PRINCIPAL", name: "API", email: null, contractorId: null };

const s = fileFixture(() => seedDemoDatabase({ memoryStorage: true }));

describe("GET /api/timesheets/{id} reads in at most 6 statements", () => {
  it("a month with records, expenses, files and message threads", async () => {
    const timesheet = await s.timesheetOf("amara", -1);
    const { result, count } = await countStatements(() => getTimesheet(s.db, ADMIN, timesheet.id));
    expect(count).toBeLessThanOrEqual(6);
    expect(result.timesheetRecords.length).toBeGreaterThan(0);
    expect(result.activity.length).toBeGreaterThan(0);
    // The engagements read as JSON beside the timesheet are what the engagement list answers.
    expect(result.engagements).toEqual((await listEngagements(s.db, [timesheet.projectEngagementId])).get(timesheet.projectEngagementId));
    expect(result.engagements[0]?.rates[0]?.amount).toMatch(/^\d+\.\d{2}$/);
  });

  it("the same count for every demo month, whatever it holds", async () => {
    const counts = new Set<number>();
    for (const offset of [-3, -2, -1, 0, 1]) {
      const timesheet = await s.timesheetOf("sofia", offset);
      const { result, count } = await countStatements(() => getTimesheet(s.db, ADMIN, timesheet.id));
      expect(result.id).toBe(timesheet.id);
      counts.add(count);
    }
    expect([...counts].every((count) => count <= 6)).toBe(true);
  });
});
