import type { Role } from "@/lib/domain/reference";

/**
 * Who may do what, as one table. The server enforces it in services and handlers; the UI may use
 * the same answer to hide a button, never to protect anything. Ownership (a contractor's own
 * timesheets) is checked by scoping queries to the actor, not here.
 */
export const PERMISSIONS = {
  "admin:read": ["ADMIN", "SERVICE_PRINCIPAL"],
  "admin:write": ["ADMIN", "SERVICE_PRINCIPAL"],
  "own-timesheets:read": ["SUBCONTRACTOR"],
  "own-timesheets:write": ["SUBCONTRACTOR"],
  "own-profile:read": ["ADMIN", "SUBCONTRACTOR"],
  "own-profile:write": ["ADMIN", "SUBCONTRACTOR"],
  "timesheets:review": ["ADMIN", "SERVICE_PRINCIPAL"],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(role: Role | null | undefined, permission: Permission): boolean {
  if (!role) return false;
  return (PERMISSIONS[permission] as readonly Role[]).includes(role);
}
