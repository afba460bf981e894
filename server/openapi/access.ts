import type { Permission } from "@/lib/policies/permissions";
import type { Access } from "@/lib/schemas/common";
import { tokenAccess } from "@/lib/schemas/reviews";

/**
 * Who may call an endpoint, as one value of its route-table entry: the handler runs its check
 * (server/http/access-checks.ts) and the document prints its wording, from which the document's
 * security follows (server/openapi/security.ts). A permission is checked with requireActor; the
 * other checks are named; "signed-in" lets any signed-in caller through to a service that
 * scopes what it reads to them (a contractor's own timesheets), which the wording says.
 */
export type AccessCheck =
  | Permission
  | "signed-in"
  | "person"
  | "admin-person"
  | "own-profile-person:read"
  | "own-profile-person:write"
  | "admin-or-contractor"
  | "billing-details-owner"
  | "backup"
  | "cron"
  | "none";

const rule = <C extends AccessCheck>(check: C, wording: Access) => ({ check, wording });

export const ACCESS_RULES = {
  "admin:read": rule("admin:read", "admin"),
  "admin:write": rule("admin:write", "admin"),
  "timesheets:review": rule("timesheets:review", "admin"),
  "own-timesheets:read": rule("own-timesheets:read", "contractor"),
  "own-profile:write": rule("own-profile:write", "signed in (admin or contractor)"),
  "signed-in": rule("signed-in", "signed in"),
  "own-timesheets": rule("signed-in", "contractor (own timesheets), admin"),
  "timesheet-owner": rule("signed-in", "the contractor who owns the timesheet, or an admin"),
  "timesheet-owner-or-404": rule("signed-in", "the contractor who owns the timesheet, or an admin (404 otherwise)"),
  "timesheet-owner-or-key": rule("signed-in", "admin, admin API key, or the contractor who owns the timesheet (404 otherwise)"),
  "contractor-or-admin-naming-one": rule("signed-in", "a contractor (own), or an admin with contractorId"),
  "own-events": rule("signed-in", "signed in (a contractor receives only the events of their own timesheets and working days)"),
  person: rule("person", "signed-in person (a session cookie; the API key has no sessions: 403)"),
  "admin-person": rule("admin-person", "an administrator signed in with a session (an API key, even ADMIN_API_KEY: 403)"),
  "own-profile-person:read": rule("own-profile-person:read", "the signed-in person (session cookie)"),
  "own-profile-person:write": rule("own-profile-person:write", "the signed-in person (session cookie)"),
  "admin-or-contractor": rule("admin-or-contractor", "admin, contractor (read only)"),
  "billing-details-owner": rule("billing-details-owner", "a contractor"),
  backup: rule(
    "backup",
    "ADMIN_API_KEY, or an administrator who re-entered their password in the last 5 minutes (POST /api/user/confirm-password; otherwise 403, and 403 for keys made in Settings)",
  ),
  anyone: rule("none", "anyone"),
  "invitation-link": rule("none", "anyone with the invitation link"),
  "signed-link": rule("none", "anyone with a signed link"),
  "review-link": rule("none", tokenAccess),
  cron: rule("cron", "cron secret"),
} as const satisfies Record<string, { check: AccessCheck; wording: Access }>;

export type AccessKey = keyof typeof ACCESS_RULES;

/** The check an access key asks of the handler. */
export type CheckOf<K extends AccessKey> = (typeof ACCESS_RULES)[K]["check"];
