/**
 * What an API key may do, per area of the application (issue #49): `read`, or `write`, which
 * includes read. A key acts as its owner (a service principal or a person) and never does more
 * than the owner may; its scopes narrow that further. Each route table names its area
 * (server/openapi/operation.ts, inArea) and the method gives the level.
 */
export const API_KEY_AREAS = ["timesheets", "expenses", "reviews", "organisation", "invoices", "settings"] as const;
export type ApiKeyArea = (typeof API_KEY_AREAS)[number];

export const API_KEY_LEVELS = ["read", "write"] as const;
export type ApiKeyLevel = (typeof API_KEY_LEVELS)[number];

export type ApiKeyScopes = Partial<Record<ApiKeyArea, ApiKeyLevel>>;

/** The scope an operation needs of a key, e.g. `timesheets:write`. */
export interface ApiKeyScope {
  area: ApiKeyArea;
  level: ApiKeyLevel;
}

export const scopeName = ({ area, level }: ApiKeyScope) => `${area}:${level}`;

/** Whether scopes let a key through: write includes read. */
export function grants(scopes: ApiKeyScopes, { area, level }: ApiKeyScope): boolean {
  const had = scopes[area];
  return had === "write" || had === level;
}

/** The plugin's permissions (`{ area: ["read"] | ["read", "write"] }`) of scopes. */
export function permissionsOf(scopes: ApiKeyScopes): Record<string, string[]> {
  return Object.fromEntries(
    API_KEY_AREAS.flatMap((area) => {
      const level = scopes[area];
      return level ? [[area, level === "write" ? ["read", "write"] : ["read"]]] : [];
    }),
  );
}

const isArea = (area: string): area is ApiKeyArea => (API_KEY_AREAS as readonly string[]).includes(area);

/** Scopes of the plugin's stored permissions (a JSON string, or already parsed); anything else grants nothing. */
export function scopesOf(permissions: unknown): ApiKeyScopes {
  let parsed: unknown = permissions;
  if (typeof permissions === "string") {
    try {
      parsed = JSON.parse(permissions);
    } catch {
      return {};
    }
  }
  if (typeof parsed !== "object" || parsed === null) return {};
  const scopes: ApiKeyScopes = {};
  for (const [area, levels] of Object.entries(parsed)) {
    if (!isArea(area) || !Array.isArray(levels)) continue;
    if (levels.includes("write")) scopes[area] = "write";
    else if (levels.includes("read")) scopes[area] = "read";
  }
  return scopes;
}
