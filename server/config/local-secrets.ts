import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export const LOCAL_SECRET_NAMES = ["SERVICE_KEY", "ADMIN_API_KEY", "CRON_SECRET"] as const;

/**
 * In local mode a fresh clone has no secrets; generate them once and keep them in DATA_DIR so
 * sessions survive restarts. Production never takes this path: its secrets must be configured.
 * Returns the names it filled in. Plain Node (no server-only) so the quick-start script can use it.
 */
export function ensureLocalSecrets(env: Record<string, string | undefined> = process.env): string[] {
  if ((env.NEXT_PUBLIC_ENV ?? "local") !== "local") return [];
  const missing = LOCAL_SECRET_NAMES.filter((name) => !env[name]);
  if (missing.length === 0) return [];
  const dataDir = path.resolve(/*turbopackIgnore: true*/ env.DATA_DIR ?? "./data");
  const file = path.join(dataDir, "local-secrets.json");
  let stored: Record<string, string> = {};
  try {
    stored = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
  } catch {
    stored = {};
  }
  let changed = false;
  for (const name of missing) {
    if (!stored[name]) {
      stored[name] = randomBytes(32).toString("base64url");
      changed = true;
    }
    env[name] = stored[name];
  }
  if (changed) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  }
  return missing;
}
