import "server-only";
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import { env } from "@/env";
import { AppError, englishText, refusal, type Refusal } from "@/lib/errors";
import { SIGN_IN_BODY_MESSAGE, signInBody } from "@/lib/schemas/sign-in";
import { getDb, type Database } from "@/server/db";
import { rateLimit, user } from "@/server/db/schema";
import { clientAddress } from "@/server/http/client-address";
import { readJson } from "@/server/http/respond";
import { getAuth } from "./auth";
import { knownDevice, rememberDevice } from "./known-device";
import { assertPasswordAllowed } from "./sso";

/** An office behind one address may mistype a few passwords; one account may not be guessed at. */
export const ADDRESS_FAILURES_FACTOR = 4;

/** The first wait, doubled at each further failure up to the longest; a guesser at that pace gets four guesses an hour. */
export const FIRST_WAIT_SECONDS = 5;
export const MAX_WAIT_SECONDS = 15 * 60;

/** Failures are forgotten this long after the last one. */
export const FORGET_AFTER_MS = 60 * 60 * 1000;

/** better-auth's own answer to a wrong password, repeated for a deactivated account. */
export const WRONG_PASSWORD = { code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" } as const;

export const emailKey = (email: string) => `sign-in-failures:email:${email}`;
export const addressKey = (address: string) => `sign-in-failures:address:${address}`;
const deviceKey = (deviceId: string) => `sign-in-failures:device:${deviceId}`;

/** A throttled key and how many failures it allows before guesses start to wait. */
export interface Budget {
  key: string;
  free: number;
}

/** Seconds a guess waits after the last failure of a key that has `failures` of them: 5, 10, 20, ... up to the cap. */
export function waitSeconds(failures: number, free: number): number {
  return failures < free ? 0 : Math.min(FIRST_WAIT_SECONDS * 2 ** (failures - free), MAX_WAIT_SECONDS);
}

/** waitSeconds in SQL, in milliseconds, for the key's stored count. */
const waitMs = (free: number) =>
  sql`case when ${rateLimit.count} < ${free} then 0 else least(${FIRST_WAIT_SECONDS * 1000} * power(2, ${rateLimit.count} - ${free}), ${MAX_WAIT_SECONDS * 1000}) end`;

class Refused extends Error {}

/**
 * Counts this attempt as a failure of every key before the password is checked, in one statement
 * per key, so guesses sent at once cannot all pass a limit that only one of them should; a key
 * whose wait has not passed refuses and (rolled back) nothing is counted. A success gives it back.
 */
export async function claim(db: Database, budgets: Budget[], now: number): Promise<boolean> {
  try {
    await db.transaction(async (tx) => {
      for (const { key, free } of budgets) {
        const forgotten = sql`${rateLimit.lastRequest} <= ${now - FORGET_AFTER_MS}`;
        const [claimed] = await tx
          .insert(rateLimit)
          .values({ key, count: 1, lastRequest: now })
          .onConflictDoUpdate({
            target: rateLimit.key,
            // Requests stamp the clock when they start and commit in any order: inside the free
            // budget an attempt counts whatever the last one's stamp, and the stamp never goes back.
            set: {
              count: sql`case when ${forgotten} then 1 else ${rateLimit.count} + 1 end`,
              lastRequest: sql`greatest(${rateLimit.lastRequest}, ${now})`,
            },
            setWhere: sql`${forgotten} or ${rateLimit.count} < ${free} or ${rateLimit.lastRequest} + ${waitMs(free)} <= ${now}`,
          })
          .returning({ count: rateLimit.count });
        if (!claimed) throw new Refused();
      }
    });
    return true;
  } catch (error) {
    if (error instanceof Refused) return false;
    throw error;
  }
}

/** The attempt was not a guess after all (a success, or a request better-auth refused for another reason). */
export async function giveBack(db: Database, keys: string[]): Promise<void> {
  await db.update(rateLimit).set({ count: sql`greatest(${rateLimit.count} - 1, 0)` }).where(inArray(rateLimit.key, keys));
}

/** Whole seconds until every key of the budgets lets a guess through again (at least 1). */
export async function secondsToWait(db: Database, budgets: Budget[], now: number): Promise<number> {
  const rows = await db
    .select()
    .from(rateLimit)
    .where(and(inArray(rateLimit.key, budgets.map((budget) => budget.key)), gt(rateLimit.lastRequest, now - FORGET_AFTER_MS)));
  let wait = 1;
  for (const row of rows) {
    const free = budgets.find((budget) => budget.key === row.key)?.free ?? 0;
    wait = Math.max(wait, Math.ceil((row.lastRequest + waitSeconds(row.count, free) * 1000 - now) / 1000));
  }
  return wait;
}

/** The wait in seconds under a minute, else in whole minutes rounded up. */
function waitRefusal(seconds: number): Refusal {
  return seconds < 60 ? refusal("tooManySignInAttemptsSeconds", { seconds }) : refusal("tooManySignInAttemptsMinutes", { minutes: Math.ceil(seconds / 60) });
}

export function tooManyAttempts(seconds: number): Response {
  const made = waitRefusal(seconds);
  const body = { error: { code: "RATE_LIMITED", ...made, message: englishText(made) } };
  return Response.json(body, { status: 429, headers: { "retry-after": String(seconds) } });
}

async function isDeactivated(db: Database, email: string): Promise<boolean> {
  const [row] = await db.select({ active: user.active }).from(user).where(eq(user.email, email));
  return row?.active === false;
}

/**
 * POST /api/auth/sign-in/email, throttled. Each failed guess counts against the e-mail and the
 * client's address (server/http/client-address.ts); past a few failures each further guess waits
 * twice as long as the one before (waitSeconds), and a guess sent before its wait is over is
 * refused unchecked (429, Retry-After) without lengthening it. A browser known for the person
 * (known-device.ts) counts against a budget of its own instead, so neither an attacker guessing at
 * the account nor one spraying from the office's address keeps the owner out. Successes count
 * against nobody, and a deactivated account's right password reads as a wrong one.
 */
export async function signInWithLimit(request: Request): Promise<Response> {
  const raw = await readJson(request);
  const parsed = signInBody.safeParse(raw);
  if (!parsed.success) throw new AppError("BAD_REQUEST", SIGN_IN_BODY_MESSAGE);
  const { email } = parsed.data;
  const db = await getDb();
  await assertPasswordAllowed(db, email);
  const now = Date.now();
  const device = knownDevice(request.headers, email);
  const budgets: Budget[] = device
    ? [{ key: deviceKey(device), free: env.AUTH_RATE_LIMIT_MAX }]
    : [
        { key: emailKey(email), free: env.AUTH_RATE_LIMIT_MAX },
        { key: addressKey(clientAddress(request.headers)), free: env.AUTH_RATE_LIMIT_MAX * ADDRESS_FAILURES_FACTOR },
      ];
  if (!(await claim(db, budgets, now))) return tooManyAttempts(await secondsToWait(db, budgets, now));

  const headers = new Headers(request.headers);
  headers.delete("content-length");
  const forwarded = new Request(request.url, { method: "POST", headers, body: JSON.stringify(raw) });
  const response = await (await getAuth()).handler(forwarded);
  if (response.ok) {
    // The account's own failures end with its owner's success; an address's stay (others share it).
    const [first, ...rest] = budgets.map((budget) => budget.key);
    if (first) await db.delete(rateLimit).where(eq(rateLimit.key, first));
    if (rest.length > 0) await giveBack(db, rest);
    const answer = new Response(response.body, response);
    rememberDevice(request.headers, answer.headers, email);
    return answer;
  }
  const deactivated = await isDeactivated(db, email);
  if (response.status !== 401 && !deactivated) await giveBack(db, budgets.map((budget) => budget.key));
  return deactivated ? Response.json(WRONG_PASSWORD, { status: 401 }) : response;
}
