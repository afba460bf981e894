import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { symmetricDecrypt } from "better-auth/crypto";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import { getDb } from "@/server/db";
import { twoFactor } from "@/server/db/schema";
import { getAuth } from "./auth";

/** RFC 6238 with better-auth's settings: 30 s steps, six digits, HMAC-SHA1. */
const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** At most one step either side of now (RFC 6238 section 5.2's recommended network delay). */
const WINDOW = 1;

/** Secrets imported from elsewhere are stored as `base32:<secret>` (better-auth's convention); its own are the key's text. */
function keyOf(secret: string): Buffer {
  if (!secret.startsWith("base32:")) return Buffer.from(secret, "utf8");
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const char of secret.slice(7).toUpperCase().replace(/=+$/, "")) bits += alphabet.indexOf(char).toString(2).padStart(5, "0");
  return Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
}

/** RFC 4226 HOTP of one counter. */
function hotp(key: Buffer, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac("sha1", key).update(message).digest();
  const offset = digest[digest.length - 1]! & 0xf;
  const value = (digest.readUInt32BE(offset) & 0x7fffffff) % 10 ** DIGITS;
  return value.toString().padStart(DIGITS, "0");
}

/**
 * RFC 6238 section 5.2: "the verifier MUST NOT accept the second attempt of the OTP after the
 * successful validation has been issued for the first OTP". better-auth's TOTP check accepts a
 * code as often as it is sent within its window, so before it runs, the step the code belongs to
 * is claimed for the person: accepted only if later than the last step used (one conditional
 * update, so two browsers sending the same code at once cannot both win). A claimed step whose
 * check then fails elsewhere (a lock) is spent; the next code works.
 *
 * "replayed": the code is right but its step (or a later one) was used; "unchecked": no secret or
 * no match here, better-auth answers as it would (a wrong code counts there).
 */
export async function claimTotpStep(userId: string, code: string, now = Date.now()): Promise<"claimed" | "replayed" | "unchecked"> {
  const db = await getDb();
  const [row] = await db.select({ secret: twoFactor.secret }).from(twoFactor).where(eq(twoFactor.userId, userId));
  if (!row || !/^\d{6}$/.test(code)) return "unchecked";
  const auth = await getAuth();
  const secret = await symmetricDecrypt({ key: (await auth.$context).secretConfig, data: row.secret });
  const key = keyOf(secret);
  const current = Math.floor(now / 1000 / PERIOD_SECONDS);
  let matched: number | null = null;
  for (let step = current - WINDOW; step <= current + WINDOW; step++) {
    if (timingSafeEqual(Buffer.from(hotp(key, step)), Buffer.from(code))) matched = step;
  }
  if (matched === null) return "unchecked";
  const claimed = await db
    .update(twoFactor)
    .set({ lastUsedStep: matched })
    .where(and(eq(twoFactor.userId, userId), or(isNull(twoFactor.lastUsedStep), lt(twoFactor.lastUsedStep, matched))))
    .returning({ id: twoFactor.id });
  return claimed.length > 0 ? "claimed" : "replayed";
}

/** What a replayed code answers: as better-auth answers a wrong one (401, counted against the person). */
export function replayedCode(): Response {
  return Response.json({ code: "INVALID_CODE", message: "Invalid code" }, { status: 401 });
}
