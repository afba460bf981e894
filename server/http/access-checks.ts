import "server-only";
import { forbidden } from "@/lib/errors";
import { can, type Permission } from "@/lib/policies/permissions";
import { ownBillingDetailsOwner } from "@/server/services/billing-details/save-billing-details";
import { requireActor, requireAdministratorPerson, requireCron, requireSignedInPerson, type Actor } from "@/server/auth/actor";
import { requireBackupCaller } from "@/server/backups/backup-access";
import type { AccessCheck } from "@/server/openapi/access";

/** Notification subscriptions belong to a person: the admin API key (no person) may not read or set them. */
function personWith(permission: "own-profile:read" | "own-profile:write") {
  return async (request: Request) => {
    const actor = await requireActor(request, permission);
    if (actor.kind !== "user") throw forbidden({ key: "notificationSettingsSignedIn" });
    return actor;
  };
}

/** The checks other than a plain permission, each answering the caller it lets through. */
const NAMED_CHECKS = {
  "signed-in": (request: Request) => requireActor(request),
  person: requireSignedInPerson,
  "admin-person": requireAdministratorPerson,
  "own-profile-person:read": personWith("own-profile:read"),
  "own-profile-person:write": personWith("own-profile:write"),
  "admin-or-contractor": async (request: Request) => {
    const actor = await requireActor(request);
    if (!can(actor.role, "admin:read") && !can(actor.role, "own-timesheets:read")) throw forbidden();
    return actor;
  },
  // Only a contractor has billing details of their own: anyone else is refused before the body is read.
  "billing-details-owner": async (request: Request) => {
    const actor = await requireActor(request);
    ownBillingDetailsOwner(actor);
    return actor;
  },
  backup: requireBackupCaller,
  cron: async (request: Request) => requireCron(request),
  none: async () => undefined,
} satisfies Record<Exclude<AccessCheck, Permission>, (request: Request) => Promise<unknown>>;

/** Who a check lets through: the actor the handler receives. */
export type CallerOf<C extends AccessCheck> = C extends Permission
  ? Actor
  : C extends keyof typeof NAMED_CHECKS
    ? Awaited<ReturnType<(typeof NAMED_CHECKS)[C]>>
    : never;

const isPermission = (check: AccessCheck): check is Permission => !Object.hasOwn(NAMED_CHECKS, check);

/** Runs the check: 401 without a credential, 403 when it does not let the caller through. */
export function runAccessCheck(check: AccessCheck, request: Request): Promise<unknown> {
  return isPermission(check) ? requireActor(request, check) : NAMED_CHECKS[check](request);
}
