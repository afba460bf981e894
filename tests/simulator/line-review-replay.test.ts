import { afterAll, it, vi } from "vitest";
import { decide, editRecord, logRecords, prepare, reviewLink, submit } from "@/tests/simulator/commands";
import { replay } from "@/tests/simulator/replay";
import { disposeSharedDatabase } from "@/tests/simulator/world";

vi.hoisted(() => {
  process.env.FEATURE_INVOICING = "true";
  process.env.FEATURE_EXPENSES = "true";
});

afterAll(disposeSharedDatabase);

/**
 * Line review through the simulator's model (the random runs reach a successful contest rarely):
 * a reviewer contests two records from a link, the contractor changes one and resubmits, an
 * administrator contests again with lines and then approves. After every step each read of the
 * timesheet (detail, review page, lists, exports) is compared with the model, contested lines included.
 */
it("contested lines follow the model through contest, resubmission, a second contest and approval", async () => {
  const month = { who: 0, month: -1 };
  await replay(
    {
      start: "2026-11-10",
      contractors: [
        {
          workingDays: ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY"],
          currency: "EUR",
          rates: [{ frequency: "DAILY", amount: "800.00" }],
          expensesEligible: true,
          bonusEligible: false,
          startMonthsBack: 3,
          startDay: 1,
        },
      ],
    },
    [
      logRecords({ ...month, as: "contractor", items: [5, 6, 7].map((day) => ({ day, rate: 0, days: "1", hours: "8", onWorkday: true })) }),
      prepare({ ...month, as: "contractor", component: "TIMESHEET" }),
      submit({ ...month, as: "contractor" }),
      reviewLink({ ...month, action: "create", pick: 0 }),
      decide({ ...month, component: "TIMESHEET", decision: "contest", via: "link", lines: true }),
      editRecord({ ...month, as: "contractor", pick: 0, day: null, amount: "0.5" }),
      prepare({ ...month, as: "contractor", component: "TIMESHEET" }),
      submit({ ...month, as: "contractor" }),
      decide({ ...month, component: "TIMESHEET", decision: "contest", via: "admin", lines: true }),
      prepare({ ...month, as: "contractor", component: "TIMESHEET" }),
      submit({ ...month, as: "contractor" }),
      decide({ ...month, component: "TIMESHEET", decision: "approve", via: "admin" }),
    ],
  );
}, 180_000);
