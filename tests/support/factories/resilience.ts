import { eq, sql } from "drizzle-orm";
import type { Actor } from "@/server/auth/actor";
import { reviewLinks } from "@/server/db/schema";
import { createReviewLink } from "@/server/services/review-links/create-review-link";
import { revokeReviewLink } from "@/server/services/review-links/revoke-review-link";
import { ADMIN_API_KEY_HEADERS, demoEmail, seedDemoDatabase, signInEach } from "../seeded";

export { ADMIN_API_KEY_HEADERS };

const SERVICE: Actor = { kind: "service", userId: null, role: "SERVICE_PRINCIPAL", name: "API", email: null, contractorId: null };

/** Tables that change on every request (sessions touched, sign-in counters) and say nothing about data. */
const VOLATILE_TABLES = new Set(["session", "sessions", "rate_limits", "verification", "verifications", "__drizzle_migrations"]);

/**
 * The demo database with three people signed in and three review links on Amara's last month:
 * one usable, one revoked and one expired.
 */
export async function createResilienceFixture() {
  const seeded = await seedDemoDatabase({ memoryStorage: true });
  const cookies = await signInEach(["admin", "amara", "lukas"]);
  const amaraTimesheet = await seeded.timesheetOf("amara", -1);
  const token = (url: string) => url.slice(url.lastIndexOf("/") + 1);
  const valid = await createReviewLink(seeded.db, SERVICE, amaraTimesheet.id, {});
  const revoked = await createReviewLink(seeded.db, SERVICE, amaraTimesheet.id, {});
  await revokeReviewLink(seeded.db, revoked.id);
  const expired = await createReviewLink(seeded.db, SERVICE, amaraTimesheet.id, {});
  await seeded.db.update(reviewLinks).set({ expiresAt: sql`now() - interval '1 day'` }).where(eq(reviewLinks.id, expired.id));

  // PGlite answers { rows }, postgres.js an array of rows.
  const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []));
  const tables = rowsOf<{ tablename: string }>(await seeded.db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`));
  const tableNames = tables.map((row) => row.tablename).filter((name) => !VOLATILE_TABLES.has(name));

  /** A fingerprint of every data table, in one statement: any insert, update or delete changes it. */
  const fingerprint = sql.raw(
    tableNames
      .map((name) => `select '${name}' as t, count(*)::text || ':' || coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as h from "${name}" x`)
      .join(" union all "),
  );
  async function snapshot(): Promise<Record<string, string>> {
    return Object.fromEntries(rowsOf<{ t: string; h: string }>(await seeded.db.execute(fingerprint)).map((row) => [row.t, row.h]));
  }

  return {
    ...seeded,
    cookies,
    amaraTimesheet,
    amaraEmail: demoEmail("amara"),
    tokens: { valid: token(valid.url), revoked: token(revoked.url), expired: token(expired.url) },
    snapshot,
  };
}

export type ResilienceFixture = Awaited<ReturnType<typeof createResilienceFixture>>;

/** The route module of an OpenAPI path: /api/timesheets/{id}/submit -> app/api/timesheets/[id]/submit/route.ts. */
export async function routeModule(path: string): Promise<Record<string, unknown>> {
  const folder = path.replace(/\{(\w+)\}/g, "[$1]");
  return (await import(/* @vite-ignore */ `@/app${folder}/route.ts`)) as Record<string, unknown>;
}

/** The names of an OpenAPI path's parameters, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
}
