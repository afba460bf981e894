import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { rowsOf, type DbOrTx } from "@/server/db";

/** Keys made in Settings start so, which tells them from ADMIN_API_KEY and from other secrets in a log. */
export const API_KEY_PREFIX = "stl_";

export const hashApiKey = (key: string) => createHash("sha256").update(key).digest("hex");

export function generateApiKey(): { key: string; prefix: string; hash: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
  return { key, prefix: key.slice(0, API_KEY_PREFIX.length + 8), hash: hashApiKey(key) };
}

/**
 * The service principal a key acts as, or null for an unknown, revoked or expired key or a
 * principal that was deactivated. One statement, which also notes the use (at most once a
 * minute per key, so a busy integration does not write on every request).
 */
export async function servicePrincipalOfKey(db: DbOrTx, key: string): Promise<{ userId: string; name: string } | null> {
  if (!key.startsWith(API_KEY_PREFIX)) return null;
  const result = await db.execute(sql`
    with found as (
      select k.id, u.id as user_id, u.name
      from api_keys k inner join users u on u.id = k.service_principal_id
      where k.key_hash = ${hashApiKey(key)} and k.revoked_at is null and (k.expires_at is null or k.expires_at > now())
        and u.active and u.role = 'SERVICE_PRINCIPAL'
    ), used as (
      update api_keys set last_used_at = now()
      where id in (select id from found) and (last_used_at is null or last_used_at < now() - interval '1 minute')
    )
    select user_id as "userId", name from found`);
  return rowsOf<{ userId: string; name: string }>(result)[0] ?? null;
}
