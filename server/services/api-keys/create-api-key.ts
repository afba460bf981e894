import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { env } from "@/env";
import { permissionsOf } from "@/lib/domain/api-key-scopes";
import type { IsoDate } from "@/lib/domain/dates";
import { AppError, fieldIssue } from "@/lib/errors";
import type { CreateApiKeyBody, CreateOwnApiKeyBody, CreatedApiKey } from "@/lib/schemas/api-keys";
import { DEFAULT_KEY_REQUESTS_PER_MINUTE, KEY_RATE_LIMIT_WINDOW_MS } from "@/server/auth/api-key-plugin";
import type { Actor } from "@/server/auth/actor";
import { getAuth } from "@/server/auth/auth";
import { rowsOf, type Database } from "@/server/db";
import { apikey, user } from "@/server/db/schema";
import { listApiKeys } from "./list-api-keys";

/** The same day a year later (29 February: 28 February), the last expiry a key may have. */
export function aYearAfter(today: IsoDate): IsoDate {
  const [year, month, day] = today.split("-");
  const next = `${Number(year) + 1}-${month}-${day}`;
  return (month === "02" && day === "29" ? `${Number(year) + 1}-02-28` : next);
}

/** Every key has an expiry: after today and at most a year ahead (400 naming expiresOn otherwise). */
function assertExpiry(expiresOn: IsoDate, today: IsoDate) {
  if (expiresOn <= today) throw new AppError("BAD_REQUEST", { key: "expiryDateAfterToday" }, [fieldIssue("expiresOn", { key: "expiryDateAfterToday" })]);
  const max = aYearAfter(today);
  if (expiresOn > max) {
    const refusal = { key: "apiKeyExpiryWithinYear", values: { max } } as const;
    throw new AppError("BAD_REQUEST", refusal, [fieldIssue("expiresOn", refusal)]);
  }
}

/** Seconds from now to the end of `expiresOn` in the business time zone, as the plugin counts an expiry. */
async function secondsUntilEndOf(db: Database, expiresOn: IsoDate): Promise<number> {
  const result = await db.execute(
    sql`select ceil(extract(epoch from ((${expiresOn}::date + 1)::timestamp at time zone ${env.BUSINESS_TIME_ZONE}) - now()))::int as seconds`,
  );
  return rowsOf<{ seconds: number }>(result)[0]!.seconds;
}

/**
 * Makes the key through the plugin (which stores only its hash) for `userId`, notes who made it,
 * and answers it this once with the list row.
 */
async function makeKey(db: Database, userId: string, madeBy: string | null, body: CreateOwnApiKeyBody): Promise<CreatedApiKey> {
  const auth = await getAuth();
  const perMinute = body.requestsPerMinute ?? DEFAULT_KEY_REQUESTS_PER_MINUTE;
  const created = await auth.api.createApiKey({
    body: {
      userId,
      name: body.name,
      expiresIn: await secondsUntilEndOf(db, body.expiresOn),
      permissions: permissionsOf(body.scopes),
      rateLimitEnabled: true,
      rateLimitTimeWindow: KEY_RATE_LIMIT_WINDOW_MS,
      rateLimitMax: perMinute,
    },
  });
  await db.update(apikey).set({ createdBy: madeBy }).where(eq(apikey.id, created.id));
  const [view] = await listApiKeys(db, eq(apikey.id, created.id));
  return { apiKey: view!, key: created.key };
}

/**
 * A new key for the named service principal (an active one of that name, else a new one, which
 * can sign in only with its keys: it has no password). Made by an administrator signed in as a person.
 */
export async function createApiKey(db: Database, actor: Actor, body: CreateApiKeyBody, today: IsoDate): Promise<CreatedApiKey> {
  // Before the service principal is made: a refused expiry changes nothing.
  assertExpiry(body.expiresOn, today);
  const principalId = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.role, "SERVICE_PRINCIPAL"), eq(user.active, true), sql`lower(${user.name}) = lower(${body.servicePrincipal})`))
      .limit(1);
    if (existing) return existing.id;
    const id = randomUUID();
    // Never a mailbox: the address only satisfies the table; a service principal receives no mail.
    await tx.insert(user).values({ id, name: body.servicePrincipal, email: `${id}@service-principals.invalid`, role: "SERVICE_PRINCIPAL" });
    return id;
  });
  return makeKey(db, principalId, actor.userId, body);
}

/** A key of the signed-in person, acting as them: their role, their data, within its scopes. */
export async function createOwnApiKey(db: Database, actor: Extract<Actor, { kind: "user" }>, body: CreateOwnApiKeyBody, today: IsoDate): Promise<CreatedApiKey> {
  assertExpiry(body.expiresOn, today);
  return makeKey(db, actor.userId, actor.userId, body);
}
