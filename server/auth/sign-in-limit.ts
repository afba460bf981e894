import "server-only";
import { eq, sql } from "drizzle-orm";
import { env } from "@/env";
import { AppError } from "@/lib/errors";
import { SIGN_IN_BODY_MESSAGE, signInBody } from "@/lib/schemas/sign-in";
import { getDb, type Database } from "@/server/db";
import { rateLimit, user } from "@/server/db/schema";
import { clientAddress } from "@/server/http/client-address";
import { readJson } from "@/server/http/respond";
import { getAuth } from "./auth";

export const SIGN_IN_WINDOW_SECONDS = 60;

/** An office behind one address may mistype a few passwords; one account may not be guessed at. */
export const ADDRESS_FAILURES_FACTOR = 4;

/** better-auth's own answer to a wrong password, repeated for a deactivated account. */
export const WRONG_PASSWORD = { code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" } as const;


const emailKey = (email: string) => `sign-in-failures:email:${email}`;
const addressKey = (address: string) => `sign-in-failures:address:${address}`;

/** Failures of a key within the window that started with its first failure. */
async function failures(db: Database, key: string, now: number): Promise<number> {
  const [row] = await db.select().from(rateLimit).where(eq(rateLimit.key, key));
  if (!row || now - row.lastRequest >= SIGN_IN_WINDOW_SECONDS * 1000) return 0;
  return row.count;
}

/** One more failure; a key whose window passed starts a new one (last_request holds the window's start). */
async function recordFailure(db: Database, key: string, now: number): Promise<void> {
  const windowStart = now - SIGN_IN_WINDOW_SECONDS * 1000;
  await db
    .insert(rateLimit)
    .values({ key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${rateLimit.lastRequest} <= ${windowStart} then 1 else ${rateLimit.count} + 1 end`,
        lastRequest: sql`case when ${rateLimit.lastRequest} <= ${windowStart} then ${now} else ${rateLimit.lastRequest} end`,
      },
    });
}

async function isDeactivated(db: Database, email: string): Promise<boolean> {
  const [row] = await db.select({ active: user.active }).from(user).where(eq(user.email, email));
  return row?.active === false;
}

function tooManyAttempts(): Response {
  const body = { error: { code: "RATE_LIMITED", message: "Too many failed sign-in attempts. Wait a minute and try again." } };
  return Response.json(body, { status: 429, headers: { "retry-after": String(SIGN_IN_WINDOW_SECONDS) } });
}

/**
 * POST /api/auth/sign-in/email with an honest limit: failed attempts count against the e-mail
 * and against the client's address (server/http/client-address.ts), successful ones count
 * against nobody, and a deactivated account's right password reads as a wrong one.
 */
export async function signInWithLimit(request: Request): Promise<Response> {
  const raw = await readJson(request);
  const parsed = signInBody.safeParse(raw);
  if (!parsed.success) throw new AppError("BAD_REQUEST", SIGN_IN_BODY_MESSAGE);
  const { email } = parsed.data;
  const db = await getDb();
  const now = Date.now();
  const keys = [emailKey(email), addressKey(clientAddress(request.headers))] as const;
  const [byEmail, byAddress] = await Promise.all([failures(db, keys[0], now), failures(db, keys[1], now)]);
  if (byEmail >= env.AUTH_RATE_LIMIT_MAX || byAddress >= env.AUTH_RATE_LIMIT_MAX * ADDRESS_FAILURES_FACTOR) return tooManyAttempts();

  const headers = new Headers(request.headers);
  headers.delete("content-length");
  const forwarded = new Request(request.url, { method: "POST", headers, body: JSON.stringify(raw) });
  const response = await (await getAuth()).handler(forwarded);
  if (response.ok) {
    await db.delete(rateLimit).where(eq(rateLimit.key, emailKey(email)));
    return response;
  }
  const deactivated = await isDeactivated(db, email);
  if (response.status === 401 || deactivated) {
    for (const key of keys) await recordFailure(db, key, now);
  }
  return deactivated ? Response.json(WRONG_PASSWORD, { status: 401 }) : response;
}
