import { describe, expect, it } from "vitest";
import { BONUS_AMOUNT_REASONS, bonusAmountDecision as decisionByKey, bonusPrepareRefusal, type BonusAmountContext } from "@/lib/domain/bonus-amount";
import { inEnglish } from "@/tests/support/in-english";
import { REFUSAL_REASONS } from "@/lib/domain/transition-reasons";

const bonusAmountDecision = (context: BonusAmountContext) => inEnglish(decisionByKey(context));

const base: BonusAmountContext = { actor: "ADMIN", status: "IN_PROGRESS", bonusStatus: "NOT_ELIGIBLE", amountSet: true, engagementBonusEligible: false };

describe("bonusAmountDecision", () => {
  it("makes a NOT_ELIGIBLE bonus ELIGIBLE when an amount is set, and keeps other open statuses", () => {
    expect(bonusAmountDecision(base)).toEqual({ ok: true, bonusStatus: "ELIGIBLE" });
    expect(bonusAmountDecision({ ...base, bonusStatus: "CONTESTED" })).toEqual({ ok: true, bonusStatus: "CONTESTED" });
    expect(bonusAmountDecision({ ...base, actor: "SERVICE_PRINCIPAL", status: "INITIALIZED", bonusStatus: "ELIGIBLE" })).toEqual({
      ok: true,
      bonusStatus: "ELIGIBLE",
    });
  });

  it("clears back to NOT_ELIGIBLE, or to ELIGIBLE when the engagement grants a bonus", () => {
    expect(bonusAmountDecision({ ...base, bonusStatus: "ELIGIBLE", amountSet: false })).toEqual({ ok: true, bonusStatus: "NOT_ELIGIBLE" });
    expect(bonusAmountDecision({ ...base, bonusStatus: "DUE", amountSet: false, engagementBonusEligible: true })).toEqual({
      ok: true,
      bonusStatus: "ELIGIBLE",
    });
  });

  it("is for administrators only (forbidden)", () => {
    expect(bonusAmountDecision({ ...base, actor: "SUBCONTRACTOR" })).toEqual({ ok: false, reason: inEnglish(BONUS_AMOUNT_REASONS.onlyAdministrator), forbidden: true });
    expect(bonusAmountDecision({ ...base, actor: "REVIEWER" })).toMatchObject({ ok: false, forbidden: true });
  });

  it("refuses a closed timesheet and a prepared or decided bonus", () => {
    expect(bonusAmountDecision({ ...base, status: "CLOSED" })).toEqual({ ok: false, reason: inEnglish(REFUSAL_REASONS.timesheetClosed), forbidden: false });
    expect(bonusAmountDecision({ ...base, bonusStatus: "PREPARED" })).toEqual({
      ok: false,
      reason: "The bonus is prepared; reset it before changing its amount.",
      forbidden: false,
    });
    expect(bonusAmountDecision({ ...base, status: "SUBMITTED", bonusStatus: "SUBMITTED" })).toMatchObject({
      reason: "The bonus is submitted; reset it before changing its amount.",
    });
    expect(bonusAmountDecision({ ...base, status: "APPROVED", bonusStatus: "APPROVED" })).toMatchObject({
      reason: "The bonus is approved; reset it before changing its amount.",
    });
  });

  it("takes an amount on a submitted or approved timesheet whose bonus is still open: only the bonus changes", () => {
    expect(bonusAmountDecision({ ...base, status: "SUBMITTED", bonusStatus: "ELIGIBLE" })).toEqual({ ok: true, bonusStatus: "ELIGIBLE" });
    expect(bonusAmountDecision({ ...base, status: "APPROVED", bonusStatus: "NOT_ELIGIBLE" })).toEqual({ ok: true, bonusStatus: "ELIGIBLE" });
  });
});

describe("bonusPrepareRefusal", () => {
  it("refuses a bonus without an amount", () => {
    expect(bonusPrepareRefusal(null)).toBe(BONUS_AMOUNT_REASONS.noAmountToPrepare);
    expect(bonusPrepareRefusal("0.00")).toBeNull();
  });
});
