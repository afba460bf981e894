import "server-only";
import type { TimesheetStatuses } from "@/lib/domain/statuses";
import { ACTION_RULES, partyOf, type Actor as DomainActor, type Decision, type SettlementAction } from "@/lib/domain/transition-table";
import { conflict, forbidden } from "@/lib/errors";

/**
 * The statuses the transition table allows, or the refusal as an error carrying the table's
 * reason unchanged: 403 when the actor's role may not do this at all, 409 when the timesheet's
 * state refuses it. Nothing has been written when this throws.
 */
export function acceptDecision(decision: Decision, action: SettlementAction, actor: DomainActor): TimesheetStatuses {
  if (decision.ok) return decision.next;
  if (!ACTION_RULES[action].parties.includes(partyOf(actor))) throw forbidden(decision.reason);
  throw conflict(decision.reason);
}
