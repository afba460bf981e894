import "server-only";
import type { ChangeEvent } from "@/lib/schemas/events";
import type { Actor } from "@/server/auth/actor";

/** The read rule of the timesheet API, applied to events: admins read every timesheet, a
 *  contractor only their own; nobody else holds a stream. An export job is its owner's alone. */
export function mayReceive(actor: Actor, event: ChangeEvent): boolean {
  if (event.kind === "export_job") return event.ownerUserId !== null && event.ownerUserId === actor.userId;
  if (actor.role === "ADMIN" || actor.role === "SERVICE_PRINCIPAL") return true;
  if (actor.role === "SUBCONTRACTOR") return actor.contractorId !== null && event.contractorId === actor.contractorId;
  return false;
}
