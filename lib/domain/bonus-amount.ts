/**
 * Setting, changing or clearing a timesheet's bonus amount: who may, when, and what it does to
 * the bonus status. docs/settlement-states.md ("The bonus amount") is the same rule in prose.
 * The amount is the administrator's decision; the contractor then invoices and prepares it.
 */
import type { ComponentStatus, TimesheetStatus } from "./reference";
import { EDITABLE_COMPONENT_STATUSES, partyOf, type TransitionActor } from "./transition-table";
import type { Refusal } from "@/lib/errors";
import { componentLockedReason, onlyActorsReason, REFUSAL_REASONS, statusWord } from "./transition-reasons";

export const BONUS_AMOUNT_REASONS = {
  onlyAdministrator: onlyActorsReason("wordWhoAdministrator", "wordDoSetBonusAmount"),
  noAmountToPrepare: { key: "bonusAmountYetAdministrator" },
  noAmountToClaim: REFUSAL_REASONS.bonusWithoutAmount,
  noCurrency: { key: "engagementRateYetBonus" },
} as const satisfies Record<string, Refusal>;

/** While the bonus has one of these statuses its amount is part of what was prepared or decided. */
export const BONUS_AMOUNT_LOCKED: readonly ComponentStatus[] = ["PREPARED", "SUBMITTED", "NOT_SUBMITTED", "APPROVED"];

export function bonusAmountLockedReason(status: ComponentStatus): Refusal {
  return { key: "bonusStatusResetBefore", values: { status: statusWord(status) } };
}

export interface BonusAmountContext {
  actor: TransitionActor;
  status: TimesheetStatus;
  bonusStatus: ComponentStatus;
  /** Whether an amount is being set (true) or cleared (false). */
  amountSet: boolean;
  /** The project engagement grants a bonus: clearing the amount leaves the bonus ELIGIBLE. */
  engagementBonusEligible: boolean;
}

export type BonusAmountDecision =
  | { ok: true; bonusStatus: ComponentStatus }
  | { ok: false; reason: Refusal; forbidden: boolean };

/**
 * Setting an amount makes a NOT_ELIGIBLE bonus ELIGIBLE; clearing it makes the bonus ELIGIBLE
 * when the engagement grants a bonus, else NOT_ELIGIBLE. Never on a closed timesheet, and never
 * once the bonus is prepared, submitted, not submitted or approved (reset it first). A submitted
 * or approved timesheet takes it: only the bonus changes, and the contractor claims it alone
 * (BONUS_CLAIM_TIMESHEET_STATUSES); the fee and the expenses stay under review.
 */
export function bonusAmountDecision(context: BonusAmountContext): BonusAmountDecision {
  const refused = (reason: Refusal, forbidden = false): BonusAmountDecision => ({ ok: false, reason, forbidden });
  if (partyOf(context.actor) !== "ADMIN") return refused(BONUS_AMOUNT_REASONS.onlyAdministrator, true);
  if (context.status === "CLOSED") return refused(REFUSAL_REASONS.timesheetClosed);
  if (BONUS_AMOUNT_LOCKED.includes(context.bonusStatus)) return refused(bonusAmountLockedReason(context.bonusStatus));
  if (!context.amountSet) return { ok: true, bonusStatus: context.engagementBonusEligible ? "ELIGIBLE" : "NOT_ELIGIBLE" };
  return { ok: true, bonusStatus: context.bonusStatus === "NOT_ELIGIBLE" ? "ELIGIBLE" : context.bonusStatus };
}

/**
 * Why the bonus invoice cannot change now, or null when it can: while the bonus itself may
 * change, which outlasts the submission of the fee and expenses (BONUS_CLAIM_TIMESHEET_STATUSES).
 */
export function bonusInvoiceRefusal({ status, bonusStatus }: { status: TimesheetStatus; bonusStatus: ComponentStatus }): Refusal | null {
  if (status === "CLOSED") return REFUSAL_REASONS.timesheetClosed;
  if (!EDITABLE_COMPONENT_STATUSES.includes(bonusStatus)) return componentLockedReason("BONUS", bonusStatus);
  return null;
}

/** Why the bonus cannot be prepared for want of an amount, or null when it has one. */
export function bonusPrepareRefusal(bonusAmount: string | null): Refusal | null {
  return bonusAmount === null ? BONUS_AMOUNT_REASONS.noAmountToPrepare : null;
}
