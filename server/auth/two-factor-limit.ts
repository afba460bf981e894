import "server-only";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { env } from "@/env";
import { AppError, issueRefusal } from "@/lib/errors";
import { getDb } from "@/server/db";
import { rateLimit } from "@/server/db/schema";
import { clientAddress } from "@/server/http/client-address";
import { readJson } from "@/server/http/respond";
import { getAuth } from "./auth";
import { ADDRESS_FAILURES_FACTOR, addressKey, claim, giveBack, secondsToWait, tooManyAttempts, type Budget } from "./sign-in-limit";
import { claimTotpStep, replayedCode } from "./totp-replay";
import { refusalOfIssue } from "@/lib/schemas/error-map";

export const twoFactorKey = (userId: string) => `two-factor-failures:user:${userId}`;

/**
 * The challenge ids of better-auth's signed cookie of a sign-in waiting for its code
 * (`<challenge id>.<signature>`), under the one name better-auth reads (with the __Secure- prefix
 * only on https). A cookie of another spelling is not looked at: a decoy under the other name
 * once named nobody here while better-auth read the real one, and the person's wait was skipped.
 */
function challengeIds(headers: Headers, cookieName: string): string[] {
  const ids: string[] = [];
  for (const part of (headers.get("cookie") ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at < 0 || part.slice(0, at).trim() !== cookieName) continue;
    const decoded = decodeURIComponent(part.slice(at + 1).trim());
    const dot = decoded.lastIndexOf(".");
    ids.push(dot > 0 ? decoded.slice(0, dot) : decoded);
  }
  return ids;
}

/**
 * Whose code this is: the person of the sign-in challenge (an unknown or expired challenge names
 * nobody; better-auth refuses it), else the signed-in person checking their enrolment's first code.
 * Two challenge cookies of the one name are refused: which one better-auth reads is not ours to guess.
 */
async function codeOwner(headers: Headers): Promise<string | null> {
  const auth = await getAuth();
  const context = await auth.$context;
  const ids = challengeIds(headers, context.createAuthCookie("two_factor").name);
  if (ids.length > 1) throw new AppError("BAD_REQUEST", { key: "sendSignChallengeCookie" });
  const [challenge] = ids;
  if (challenge) {
    const found = await context.internalAdapter.findVerificationValue(challenge);
    if (found && found.expiresAt > new Date()) return found.value;
  }
  const session = await auth.api.getSession({ headers });
  return session?.user.id ?? null;
}

/** A body the schema refuses is 400 with the schema's words, before anything is counted. */
function parseOr400<S extends z.ZodType>(schema: S, raw: unknown): void {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return;
  const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join("."), ...refusalOfIssue(issue), message: issue.message }));
  throw new AppError("BAD_REQUEST", issues[0] ? issueRefusal(issues[0]) : { key: "requestNotValid" }, issues);
}

/**
 * The two-factor code step (verify-totp, verify-backup-code) throttled as sign-in is
 * (sign-in-limit.ts): each wrong code counts against the person and the address, past
 * AUTH_RATE_LIMIT_MAX wrong codes each further one waits twice as long, and one sent sooner is
 * 429 unchecked. A right code clears the person's count. better-auth adds its own limits on top:
 * five wrong codes end the challenge (sign in again) and ten lock the account for 15 minutes.
 */
export async function codeStepWithLimit(request: Request, schema: z.ZodType): Promise<Response> {
  const raw = await readJson(request);
  parseOr400(schema, raw);
  const owner = await codeOwner(request.headers);
  const db = await getDb();
  const now = Date.now();
  const budgets: Budget[] = [
    ...(owner ? [{ key: twoFactorKey(owner), free: env.AUTH_RATE_LIMIT_MAX }] : []),
    { key: addressKey(clientAddress(request.headers)), free: env.AUTH_RATE_LIMIT_MAX * ADDRESS_FAILURES_FACTOR },
  ];
  if (!(await claim(db, budgets, now))) return tooManyAttempts(await secondsToWait(db, budgets, now));
  // A right TOTP code is accepted once (RFC 6238 5.2): its time step is the person's from now on.
  const isTotp = new URL(request.url).pathname.endsWith("/verify-totp");
  const code = (raw as { code?: unknown } | null)?.code;
  const replayed = isTotp && owner && typeof code === "string" && (await claimTotpStep(owner, code)) === "replayed";
  const response = replayed ? replayedCode() : await forward(request, raw);
  if (response.ok) {
    if (owner) await db.delete(rateLimit).where(eq(rateLimit.key, twoFactorKey(owner)));
    await giveBack(db, budgets.filter((budget) => budget.key !== (owner ? twoFactorKey(owner) : "")).map((budget) => budget.key));
  } else if (response.status !== 401) {
    await giveBack(db, budgets.map((budget) => budget.key));
  }
  return response;
}

/** The request as better-auth would have received it, with the body already read. */
export async function forward(request: Request, body: unknown, url = request.url): Promise<Response> {
  const headers = new Headers(request.headers);
  headers.delete("content-length");
  return (await getAuth()).handler(new Request(url, { method: request.method, headers, body: JSON.stringify(body) }));
}

/**
 * POST /api/auth/two-factor/disable with the password and a current code. better-auth's endpoint
 * asks only for the password; the code is checked first by its verify-totp (for a signed-in
 * person it changes nothing), under the code step's limit, so a stolen session and password
 * alone cannot turn the second factor off.
 */
export async function disableWithCode(request: Request, schema: z.ZodType<{ password: string; code: string }>): Promise<Response> {
  const raw = await readJson(request);
  parseOr400(schema, raw);
  const { password, code } = schema.parse(raw);
  const auth = await getAuth();
  const session = await auth.api.getSession({ headers: request.headers });
  if (!session) return forward(request, { password });
  const db = await getDb();
  const now = Date.now();
  const budgets: Budget[] = [
    { key: twoFactorKey(session.user.id), free: env.AUTH_RATE_LIMIT_MAX },
    { key: addressKey(clientAddress(request.headers)), free: env.AUTH_RATE_LIMIT_MAX * ADDRESS_FAILURES_FACTOR },
  ];
  if (!(await claim(db, budgets, now))) return tooManyAttempts(await secondsToWait(db, budgets, now));
  if ((await claimTotpStep(session.user.id, code)) === "replayed") return replayedCode();
  const check = await forward(request, { code }, new URL("/api/auth/two-factor/verify-totp", request.url).toString());
  if (check.status === 401) return check;
  await giveBack(db, budgets.map((budget) => budget.key));
  if (!check.ok) return check;
  return forward(request, { password });
}
