const ROLE_LABELS: Record<string, string> = {
  ADMIN: "Administrator",
  SUBCONTRACTOR: "Contractor",
  SERVICE_PRINCIPAL: "Service principal",
};

/** A readable role name; unknown roles are shown as sent. */
export function roleLabel(role: string): string {
  return ROLE_LABELS[role] ?? role;
}
