import { describe, expect, it } from "vitest";
import { addDays } from "@/lib/domain/dates";
import { queueReminders } from "@/server/notifications/reminders/queue-reminders";
import { countStatements } from "../../support/statement-counter";
import { createRemindersDatabase, FIRST_DAY_AFTER, OLDER_PERIOD } from "../../support/factories/reminders";
import { fileFixture } from "../../support/file-fixture";

const s = fileFixture(createRemindersDatabase);

describe("reminders are set-based (statement counts)", () => {
  it("the one-week reminder takes three statements for one timesheet or every one of every past month, admins copied", async () => {
    await s.settleEndedPeriod();
    await s.unsettle("amara", { feeStatus: "DUE" });
    const weekDay = addDays(FIRST_DAY_AFTER, 7);
    const one = await countStatements(() => queueReminders(s.db, weekDay));
    expect(one.result.DUE_TIMESHEET_AFTER_ONE_WEEK_REMINDER).toBeGreaterThan(1);

    await s.clearOutbox();
    for (const who of ["amara", "lukas", "sofia"] as const) {
      await s.unsettle(who, { feeStatus: "DUE", expensesStatus: "DUE" });
      await s.unsettle(who, { feeStatus: "DUE" }, OLDER_PERIOD);
    }
    const many = await countStatements(() => queueReminders(s.db, weekDay));
    expect(many.result.DUE_TIMESHEET_AFTER_ONE_WEEK_REMINDER).toBeGreaterThan(one.result.DUE_TIMESHEET_AFTER_ONE_WEEK_REMINDER);
    expect(one.count).toBe(3);
    expect(many.count).toBe(3);
  });

  it("runs no statement at all on a day without a reminder", async () => {
    const idle = await countStatements(() => queueReminders(s.db, addDays(FIRST_DAY_AFTER, 20)));
    expect(idle.count).toBe(0);
  });
});
