import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COMPONENT_STATUSES, COMPONENTS, TIMESHEET_STATUSES, type ComponentStatus, type TimesheetStatus } from "@/lib/domain/reference";
import {
  ACTION_RULES,
  COMPONENT_ACTIONS,
  TIMESHEET_ACTIONS,
  can as canByKey,
  type TransitionActor,
  type ActionContext,
  type SettlementAction,
  type TimesheetState,
} from "@/lib/domain/transition-table";
import { afterSubmit } from "@/lib/domain/transitions";
import { inEnglish } from "@/tests/support/in-english";

/** The table's answer with its reason in English: the specification's sentences (typed as the table's, whose overloads it keeps). */
const can = ((...args: Parameters<typeof canByKey>) => inEnglish(canByKey(...args))) as unknown as typeof canByKey;

const NOV = { month: 11, year: 2026 };
const AFTER_NOV = "2026-12-05";
const CLOSED_MESSAGE = "This timesheet is closed; only an administrator can reopen it.";

function timesheet(status: TimesheetStatus, fee: ComponentStatus, expenses: ComponentStatus = "ELIGIBLE", bonus: ComponentStatus = "NOT_ELIGIBLE"): TimesheetState {
  return { status, feeStatus: fee, expensesStatus: expenses, bonusStatus: bonus, billingPeriod: NOV };
}

function context(actor: TransitionActor, state: TimesheetState, extra: Partial<ActionContext> = {}): ActionContext & { component: "TIMESHEET" } {
  return { actor, timesheet: state, today: AFTER_NOV, component: "TIMESHEET", ...extra } as ActionContext & { component: "TIMESHEET" };
}

const ALL_ACTIONS: SettlementAction[] = [...COMPONENT_ACTIONS, ...TIMESHEET_ACTIONS];
const decide = (action: SettlementAction, ctx: ActionContext) => can(action as "prepare", ctx as ActionContext & { component: "TIMESHEET" });

describe("who may act", () => {
  it.each([
    ["prepare", "SUBCONTRACTOR", "REVIEWER", "Only the contractor or an administrator can prepare a component."],
    ["submit", "SUBCONTRACTOR", "REVIEWER", "Only the contractor or an administrator can submit a timesheet."],
    ["reset", "SUBCONTRACTOR", "REVIEWER", "Only the contractor or an administrator can reset a component."],
    ["approve", "REVIEWER", "SUBCONTRACTOR", "Only a reviewer or an administrator can approve a component."],
    ["contest", "REVIEWER", "SUBCONTRACTOR", "Only a reviewer or an administrator can contest a component."],
    ["close", "ADMIN", "SUBCONTRACTOR", "Only an administrator can close a timesheet."],
    ["reopen", "ADMIN", "REVIEWER", "Only an administrator can reopen a timesheet."],
    ["flag", "SUBCONTRACTOR", "REVIEWER", "Only the contractor or an administrator can flag a timesheet or a record."],
    ["createRecord", "SUBCONTRACTOR", "REVIEWER", "Only the contractor or an administrator can add timesheet records."],
    ["updateRecord", "SUBCONTRACTOR", "REVIEWER", "Only the contractor or an administrator can change timesheet records."],
    ["deleteRecord", "SUBCONTRACTOR", "REVIEWER", "Only the contractor or an administrator can delete timesheet records."],
    ["createExpense", "SUBCONTRACTOR", "REVIEWER", "Only the contractor or an administrator can add expense records."],
    ["updateExpense", "SUBCONTRACTOR", "REVIEWER", "Only the contractor or an administrator can change expense records."],
    ["deleteExpense", "SUBCONTRACTOR", "REVIEWER", "Only the contractor or an administrator can delete expense records."],
  ] as const)("%s: %s may, %s may not", (action, allowedActor, refusedActor, message) => {
    expect(ACTION_RULES[action].parties).toContain(allowedActor);
    expect(decide(action, context(refusedActor, timesheet("CLOSED", "APPROVED")))).toEqual({ ok: false, reason: message });
    expect(decide(action, context(allowedActor, timesheet("CLOSED", "APPROVED")))).not.toEqual({ ok: false, reason: message });
  });

  it("lets administrators do everything, and a service principal act as one", () => {
    for (const action of ALL_ACTIONS) {
      expect(ACTION_RULES[action].parties).toContain("ADMIN");
      const asAdmin = decide(action, context("ADMIN", timesheet("CLOSED", "APPROVED")));
      expect(decide(action, context("SERVICE_PRINCIPAL", timesheet("CLOSED", "APPROVED")))).toEqual(asAdmin);
    }
  });
});

describe("closed timesheets", () => {
  it("refuse every change until reopened", () => {
    for (const action of ALL_ACTIONS.filter((a) => a !== "reopen" && a !== "close")) {
      expect(decide(action, context("ADMIN", timesheet("CLOSED", "APPROVED")))).toEqual({ ok: false, reason: CLOSED_MESSAGE });
    }
  });

  it("cannot be closed twice", () => {
    expect(can("close", context("ADMIN", timesheet("CLOSED", "APPROVED")))).toEqual({ ok: false, reason: "This timesheet is already closed." });
  });

  it("reopen to APPROVED", () => {
    expect(can("reopen", context("ADMIN", timesheet("CLOSED", "APPROVED", "NOT_SUBMITTED")))).toEqual({
      ok: true,
      next: { status: "APPROVED", feeStatus: "APPROVED", expensesStatus: "NOT_SUBMITTED", bonusStatus: "NOT_ELIGIBLE" },
    });
  });

  it("are the only ones that reopen", () => {
    for (const status of TIMESHEET_STATUSES.filter((s) => s !== "CLOSED")) {
      expect(can("reopen", context("ADMIN", timesheet(status, "APPROVED")))).toEqual({ ok: false, reason: "Only a closed timesheet can be reopened." });
    }
  });

  it("never change except by reopen, for any actor and statuses", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ALL_ACTIONS.filter((a) => a !== "reopen")),
        fc.constantFrom<TransitionActor>("ADMIN", "SUBCONTRACTOR", "REVIEWER", "SERVICE_PRINCIPAL"),
        fc.constantFrom(...COMPONENT_STATUSES),
        fc.constantFrom(...COMPONENTS),
        (action, actor, status, component) => {
          const state = { ...timesheet("CLOSED", status, status, status) };
          expect(decide(action, context(actor, state, { component })).ok).toBe(false);
        },
      ),
    );
  });
});

describe("close", () => {
  it("closes an approved timesheet whose components are all settled", () => {
    expect(can("close", context("ADMIN", timesheet("APPROVED", "APPROVED", "NOT_SUBMITTED", "NOT_ELIGIBLE")))).toEqual({
      ok: true,
      next: { status: "CLOSED", feeStatus: "APPROVED", expensesStatus: "NOT_SUBMITTED", bonusStatus: "NOT_ELIGIBLE" },
    });
  });

  it("refuses anything not approved", () => {
    expect(can("close", context("ADMIN", timesheet("SUBMITTED", "SUBMITTED")))).toEqual({
      ok: false,
      reason: "Only an approved timesheet can be closed; this one is submitted.",
    });
    expect(can("close", context("ADMIN", timesheet("IN_PROGRESS", "IN_PROGRESS")))).toEqual({
      ok: false,
      reason: "Only an approved timesheet can be closed; this one is in progress.",
    });
  });

  it("refuses while a component still waits for review", () => {
    expect(can("close", context("ADMIN", timesheet("APPROVED", "NOT_SUBMITTED", "APPROVED", "SUBMITTED")))).toEqual({
      ok: false,
      reason: "The bonus component is submitted; every component must be settled before closing.",
    });
  });
});

describe("prepare", () => {
  const prepare = (state: TimesheetState, component: "TIMESHEET" | "EXPENSES" | "BONUS" = "TIMESHEET", today = AFTER_NOV) =>
    can("prepare", { actor: "SUBCONTRACTOR", timesheet: state, today, component });

  it.each(["ELIGIBLE", "IN_PROGRESS", "DUE", "CONTESTED"] as const)("prepares a %s component", (status) => {
    const result = prepare(timesheet(status === "CONTESTED" ? "CONTESTED" : "DUE", status));
    expect(result).toEqual({ ok: true, next: expect.objectContaining({ feeStatus: "PREPARED" }) });
  });

  it("prepares a bonus straight from ELIGIBLE, since a bonus has no records", () => {
    expect(prepare(timesheet("DUE", "DUE", "ELIGIBLE", "ELIGIBLE"), "BONUS")).toEqual({
      ok: true,
      next: { status: "DUE", feeStatus: "DUE", expensesStatus: "ELIGIBLE", bonusStatus: "PREPARED" },
    });
  });

  it("opens an INITIALIZED timesheet of the current month", () => {
    expect(prepare(timesheet("INITIALIZED", "ELIGIBLE"), "TIMESHEET", "2026-11-20")).toEqual({
      ok: true,
      next: { status: "IN_PROGRESS", feeStatus: "PREPARED", expensesStatus: "ELIGIBLE", bonusStatus: "NOT_ELIGIBLE" },
    });
  });

  it("refuses a month that has not begun", () => {
    expect(prepare(timesheet("INITIALIZED", "ELIGIBLE"), "TIMESHEET", "2026-10-31")).toEqual({
      ok: false,
      reason: "November 2026 has not begun yet; you can plan it now (log work and expenses) and prepare and settle it once it begins.",
    });
  });

  it.each([
    ["PREPARED", "The fee component is already prepared."],
    ["NOT_ELIGIBLE", "The fee component is not eligible for settlement."],
    ["SUBMITTED", "The fee component is submitted and waiting for review."],
    ["APPROVED", "The fee component is approved; an administrator must reset it before it can change."],
    ["NOT_SUBMITTED", "The fee component is not submitted; an administrator must reset it before it can change."],
  ] as const)("refuses a %s component", (status, reason) => {
    expect(prepare(timesheet("CONTESTED", status, "CONTESTED"))).toEqual({ ok: false, reason });
  });

  it("refuses on a submitted or approved timesheet", () => {
    expect(prepare(timesheet("SUBMITTED", "ELIGIBLE"))).toEqual({ ok: false, reason: "This timesheet is submitted and waiting for review." });
    expect(prepare(timesheet("APPROVED", "ELIGIBLE"))).toEqual({
      ok: false,
      reason: "This timesheet is approved; an administrator must reset a component before it can change.",
    });
  });

  it("needs a component", () => {
    const noComponent = { actor: "ADMIN", timesheet: timesheet("DUE", "DUE"), today: AFTER_NOV } as ActionContext;
    expect(() => can("prepare", noComponent as ActionContext & { component: "TIMESHEET" })).toThrow("The action prepare needs a component");
  });
});

describe("submit", () => {
  it("applies the submit rule of spec point 4", () => {
    const state = timesheet("DUE", "PREPARED", "DUE", "ELIGIBLE");
    expect(can("submit", context("SUBCONTRACTOR", state))).toEqual({ ok: true, next: afterSubmit(state) });
  });

  it("resubmits a contested timesheet once the contested component is prepared again", () => {
    expect(can("submit", context("SUBCONTRACTOR", timesheet("CONTESTED", "APPROVED", "PREPARED")))).toEqual({
      ok: true,
      next: { status: "SUBMITTED", feeStatus: "APPROVED", expensesStatus: "SUBMITTED", bonusStatus: "NOT_ELIGIBLE" },
    });
    expect(can("submit", context("SUBCONTRACTOR", timesheet("CONTESTED", "APPROVED", "CONTESTED")))).toEqual({
      ok: false,
      reason: "The expenses component is contested; prepare it again before resubmitting.",
    });
  });

  it("refuses what is submitted, approved or not begun", () => {
    expect(can("submit", context("SUBCONTRACTOR", timesheet("SUBMITTED", "SUBMITTED")))).toEqual({
      ok: false,
      reason: "This timesheet is submitted and waiting for review.",
    });
    expect(can("submit", context("SUBCONTRACTOR", timesheet("APPROVED", "APPROVED"))).ok).toBe(false);
    expect(can("submit", context("SUBCONTRACTOR", timesheet("INITIALIZED", "ELIGIBLE"), { today: "2026-10-01" }))).toEqual({
      ok: false,
      reason: "November 2026 has not begun yet; you can plan it now (log work and expenses) and prepare and settle it once it begins.",
    });
  });
});

describe("the bonus after the fee and expenses went to review", () => {
  const bonus = (status: TimesheetStatus, bonusStatus: ComponentStatus, bonusAmount: string | null): TimesheetState => ({
    ...timesheet(status, status === "APPROVED" ? "APPROVED" : "SUBMITTED", "SUBMITTED", bonusStatus),
    bonusAmount,
  });

  it("may be prepared and submitted alone, on a submitted or an approved timesheet", () => {
    for (const status of ["SUBMITTED", "APPROVED"] as const) {
      const feeStatus = status === "APPROVED" ? "APPROVED" : "SUBMITTED";
      const prepared = can("prepare", { ...context("SUBCONTRACTOR", bonus(status, "ELIGIBLE", "500.00")), component: "BONUS" });
      expect(prepared).toEqual({ ok: true, next: { status, feeStatus, expensesStatus: "SUBMITTED", bonusStatus: "PREPARED" } });
      const submitted = can("submit", context("SUBCONTRACTOR", bonus(status, "PREPARED", "500.00")));
      expect(submitted).toEqual({ ok: true, next: { status: "SUBMITTED", feeStatus, expensesStatus: "SUBMITTED", bonusStatus: "SUBMITTED" } });
    }
  });

  it("is not given up by a submit while it has no amount", () => {
    expect(can("submit", context("SUBCONTRACTOR", bonus("SUBMITTED", "ELIGIBLE", null)))).toEqual({
      ok: false,
      reason: "The bonus has no amount yet, so it can be neither submitted nor given up; an administrator sets the amount first.",
    });
    const open = { ...timesheet("DUE", "PREPARED", "PREPARED", "ELIGIBLE"), bonusAmount: null };
    expect(can("submit", context("SUBCONTRACTOR", open))).toMatchObject({ ok: true, next: { bonusStatus: "ELIGIBLE", status: "SUBMITTED" } });
  });

  it("leaves the fee and expenses alone when an administrator resets it", () => {
    const next = can("reset", { ...context("ADMIN", bonus("SUBMITTED", "NOT_SUBMITTED", null)), component: "BONUS" });
    expect(next).toEqual({ ok: true, next: { status: "SUBMITTED", feeStatus: "SUBMITTED", expensesStatus: "SUBMITTED", bonusStatus: "ELIGIBLE" } });
  });
});

describe("reset", () => {
  it("lets the contractor undo a preparation", () => {
    expect(can("reset", context("SUBCONTRACTOR", timesheet("DUE", "PREPARED")))).toEqual({
      ok: true,
      next: { status: "DUE", feeStatus: "DUE", expensesStatus: "ELIGIBLE", bonusStatus: "NOT_ELIGIBLE" },
    });
  });

  it.each(["SUBMITTED", "NOT_SUBMITTED", "APPROVED"] as const)("leaves a %s component to administrators", (status) => {
    expect(can("reset", context("SUBCONTRACTOR", timesheet("SUBMITTED", status)))).toEqual({
      ok: false,
      reason: `Only an administrator can reset a component that is ${status.toLowerCase().replace("_", " ")}.`,
    });
    expect(can("reset", context("ADMIN", timesheet("SUBMITTED", status))).ok).toBe(true);
  });

  it("reopens the timesheet when an administrator resets approved work", () => {
    expect(can("reset", context("ADMIN", timesheet("APPROVED", "APPROVED", "NOT_SUBMITTED"), { component: "EXPENSES" }))).toEqual({
      ok: true,
      next: { status: "DUE", feeStatus: "APPROVED", expensesStatus: "ELIGIBLE", bonusStatus: "NOT_ELIGIBLE" },
    });
  });

  it.each([
    ["ELIGIBLE", "The fee component is eligible; there is nothing to reset."],
    ["NOT_ELIGIBLE", "The fee component is not eligible; there is nothing to reset."],
    ["IN_PROGRESS", "The fee component is in progress; there is nothing to reset."],
    ["DUE", "The fee component is due; there is nothing to reset."],
    ["CONTESTED", "The fee component is contested; there is nothing to reset."],
  ] as const)("has nothing to reset on a %s component", (status, reason) => {
    expect(can("reset", context("ADMIN", timesheet("DUE", status)))).toEqual({ ok: false, reason });
  });
});

describe("approve and contest", () => {
  it("decide a submitted component and derive the timesheet status", () => {
    const state = timesheet("SUBMITTED", "SUBMITTED", "NOT_SUBMITTED");
    expect(can("approve", context("REVIEWER", state))).toEqual({
      ok: true,
      next: { status: "APPROVED", feeStatus: "APPROVED", expensesStatus: "NOT_SUBMITTED", bonusStatus: "NOT_ELIGIBLE" },
    });
    expect(can("contest", context("REVIEWER", state))).toEqual({
      ok: true,
      next: { status: "CONTESTED", feeStatus: "CONTESTED", expensesStatus: "NOT_SUBMITTED", bonusStatus: "NOT_ELIGIBLE" },
    });
  });

  it("refuse anything that was not submitted", () => {
    expect(can("approve", context("REVIEWER", timesheet("DUE", "IN_PROGRESS")))).toEqual({
      ok: false,
      reason: "Only a submitted component can be approved; the fee component is in progress.",
    });
    expect(can("contest", context("ADMIN", timesheet("APPROVED", "APPROVED"), { component: "BONUS" }))).toEqual({
      ok: false,
      reason: "Only a submitted component can be contested; the bonus component is not eligible.",
    });
  });
});

describe("flag", () => {
  it("changes no status", () => {
    const state = timesheet("SUBMITTED", "SUBMITTED");
    expect(can("flag", context("ADMIN", state))).toEqual({
      ok: true,
      next: { status: "SUBMITTED", feeStatus: "SUBMITTED", expensesStatus: "ELIGIBLE", bonusStatus: "NOT_ELIGIBLE" },
    });
  });

  it("lets the contractor flag their own timesheet (spec point 2), but not a closed one", () => {
    expect(can("flag", context("SUBCONTRACTOR", timesheet("APPROVED", "APPROVED"))).ok).toBe(true);
    expect(can("flag", context("SUBCONTRACTOR", timesheet("CLOSED", "APPROVED")))).toEqual({ ok: false, reason: CLOSED_MESSAGE });
  });
});

describe("records and expenses", () => {
  it.each(["ELIGIBLE", "IN_PROGRESS", "DUE", "CONTESTED"] as const)("may change while the component is %s", (status) => {
    const state = timesheet(status === "CONTESTED" ? "CONTESTED" : "DUE", status, status);
    for (const action of ["createRecord", "updateRecord", "deleteRecord", "createExpense", "updateExpense", "deleteExpense"] as const) {
      expect(can(action, context("SUBCONTRACTOR", state)).ok).toBe(true);
    }
  });

  it("moves the component from ELIGIBLE to its active status with the first record", () => {
    expect(can("createRecord", context("SUBCONTRACTOR", timesheet("INITIALIZED", "ELIGIBLE"), { today: "2026-11-02" }))).toEqual({
      ok: true,
      next: { status: "IN_PROGRESS", feeStatus: "IN_PROGRESS", expensesStatus: "ELIGIBLE", bonusStatus: "NOT_ELIGIBLE" },
    });
    expect(can("createExpense", context("SUBCONTRACTOR", timesheet("DUE", "DUE", "ELIGIBLE")))).toEqual({
      ok: true,
      next: { status: "DUE", feeStatus: "DUE", expensesStatus: "DUE", bonusStatus: "NOT_ELIGIBLE" },
    });
  });

  it("keeps statuses on update and delete", () => {
    const state = timesheet("DUE", "ELIGIBLE", "ELIGIBLE");
    expect(can("updateRecord", context("SUBCONTRACTOR", state))).toEqual({
      ok: true,
      next: { status: "DUE", feeStatus: "ELIGIBLE", expensesStatus: "ELIGIBLE", bonusStatus: "NOT_ELIGIBLE" },
    });
  });

  it("refuses changes to the records of a prepared, submitted or settled component", () => {
    expect(can("createRecord", context("SUBCONTRACTOR", timesheet("DUE", "PREPARED")))).toEqual({
      ok: false,
      reason: "The fee component is prepared; reset it before making changes.",
    });
    expect(can("deleteExpense", context("SUBCONTRACTOR", timesheet("CONTESTED", "CONTESTED", "SUBMITTED")))).toEqual({
      ok: false,
      reason: "The expenses component is submitted and waiting for review.",
    });
    expect(can("updateExpense", context("ADMIN", timesheet("DUE", "DUE", "NOT_ELIGIBLE")))).toEqual({
      ok: false,
      reason: "The expenses component is not eligible for settlement.",
    });
  });

  it("lets a month that has not begun be planned: records and expenses go in, the timesheet stays INITIALIZED", () => {
    const future = timesheet("INITIALIZED", "ELIGIBLE", "ELIGIBLE");
    expect(can("createRecord", context("SUBCONTRACTOR", future, { today: "2026-10-31" }))).toEqual({
      ok: true,
      next: { status: "INITIALIZED", feeStatus: "IN_PROGRESS", expensesStatus: "ELIGIBLE", bonusStatus: "NOT_ELIGIBLE" },
    });
    expect(can("createExpense", context("ADMIN", future, { today: "2026-10-31" }))).toEqual({
      ok: true,
      next: { status: "INITIALIZED", feeStatus: "ELIGIBLE", expensesStatus: "IN_PROGRESS", bonusStatus: "NOT_ELIGIBLE" },
    });
  });

  it("refuses changes on a submitted or approved timesheet, even to an ELIGIBLE fee", () => {
    expect(can("createRecord", context("SUBCONTRACTOR", timesheet("APPROVED", "ELIGIBLE", "NOT_SUBMITTED")))).toEqual({
      ok: false,
      reason: "This timesheet is approved; an administrator must reset a component before it can change.",
    });
  });
});

describe("every allowed transition", () => {
  const anyComponentStatus = fc.constantFrom(...COMPONENT_STATUSES);

  it("ends in statuses of the reference lists and never leaves a SUBMITTED timesheet with a PREPARED component", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ALL_ACTIONS),
        fc.constantFrom<TransitionActor>("ADMIN", "SUBCONTRACTOR", "REVIEWER"),
        fc.constantFrom(...TIMESHEET_STATUSES),
        fc.tuple(anyComponentStatus, anyComponentStatus, anyComponentStatus),
        fc.constantFrom(...COMPONENTS),
        fc.constantFrom("2026-10-15", "2026-11-15", "2027-02-01"),
        (action, actor, status, [fee, expenses, bonus], component, today) => {
          const result = decide(action, context(actor, timesheet(status, fee, expenses, bonus), { component, today }));
          if (!result.ok) {
            expect(result.reason).toMatch(/^[A-Z].*\.$/);
            return;
          }
          expect(TIMESHEET_STATUSES).toContain(result.next.status);
          const components = [result.next.feeStatus, result.next.expensesStatus, result.next.bonusStatus];
          for (const next of components) expect(COMPONENT_STATUSES).toContain(next);
          if (action === "submit") expect(components).not.toContain("PREPARED");
        },
      ),
    );
  });
});

describe("docs/settlement-states.md", () => {
  it("documents every action of the table", async () => {
    const { readFile } = await import("node:fs/promises");
    const doc = await readFile(new URL("../../../docs/settlement-states.md", import.meta.url), "utf8");
    for (const action of ALL_ACTIONS) expect(doc).toMatch(new RegExp(`\\| ${action}\\b|, ${action} \\|`));
  });
});
