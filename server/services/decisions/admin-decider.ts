import "server-only";
import type { Actor } from "@/server/auth/actor";
import { domainActor } from "@/server/services/timesheets/find-timesheet";
import type { Decider } from "./decide-component";

/** An administrator (or the admin API key) deciding in their own name. */
export function adminDecider(actor: Actor): Decider {
  return { domainActor: domainActor(actor), audit: actor, name: actor.name, userId: actor.userId, reviewLinkId: null };
}
