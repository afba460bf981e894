import "server-only";
import { timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { env } from "@/env";
import type { Role } from "@/lib/domain/reference";
import { AppError, forbidden, type Refusal, unauthenticated } from "@/lib/errors";
import { can, type Permission } from "@/lib/policies/permissions";
import { getDb } from "@/server/db";
import { contractors } from "@/server/db/schema";
import { assertSameOriginWrite } from "@/server/http/same-origin";
import { isLanguage, type Language } from "@/lib/i18n/languages";
import { getAuth } from "./auth";
import { actorOfApiKey, type ApiKeyUse } from "./key-actor";
import { assertKeyScope } from "./key-scope";
import { mustHaveTwoFactor } from "./two-factor-rule";

export const ADMIN_API_KEY_HEADER = "x-api-key";

export type Actor =
  | {
      kind: "user";
      userId: string;
      role: Role;
      name: string;
      email: string;
      contractorId: string | null;
      /** The interface language the person chose; null or absent follows the browser. */
      locale?: Language | null;
      /** The session the request came with (the sessions list marks it; it is ended by signing out). */
      sessionId?: string;
      /** Must set up two-factor sign-in before anything else (auth.requireTwoFactorFor): pages send them to enrol, the API answers 403. */
      mustEnrolTwoFactor?: boolean;
    }
  /** ADMIN_API_KEY (userId null, no `apiKey`: every scope) or a principal's key made in Settings, acting as its service principal. */
  | { kind: "service"; userId: string | null; role: "SERVICE_PRINCIPAL"; name: string; email: null; contractorId: null; apiKey?: ApiKeyUse }
  /**
   * A person's API key: acts as that person (their role, their contractor id, the policies of
   * their session), limited further by its scopes. Not a session: what needs a person signed in
   * (kind "user") refuses it.
   */
  | { kind: "key"; userId: string; role: Role; name: string; email: string; contractorId: string | null; apiKey: ApiKeyUse };

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The actor of a session cookie, or null; used by pages, which redirect rather than fail. */
export async function actorFromHeaders(headers: Headers): Promise<Actor | null> {
  const auth = await getAuth();
  const found = await auth.api.getSession({ headers });
  if (!found || found.user.active === false) return null;
  const role = found.user.role as Role;
  let contractorId: string | null = null;
  if (role === "SUBCONTRACTOR") {
    const db = await getDb();
    const [row] = await db.select({ id: contractors.id }).from(contractors).where(eq(contractors.userId, found.user.id));
    contractorId = row?.id ?? null;
  }
  const mustEnrolTwoFactor = found.user.twoFactorEnabled !== true && (await mustHaveTwoFactor(await getDb(), role, found.user.id));
  return {
    kind: "user",
    userId: found.user.id,
    role,
    name: found.user.name,
    email: found.user.email,
    locale: isLanguage(found.user.locale) ? found.user.locale : null,
    contractorId,
    sessionId: found.session.id,
    ...(mustEnrolTwoFactor ? { mustEnrolTwoFactor } : {}),
  };
}

/**
 * The only way a handler learns who calls. ADMIN_API_KEY (header) acts as a SERVICE_PRINCIPAL
 * with admin rights; a key made in Settings or on a profile acts as its owner (key-actor.ts),
 * only within its scopes: the one the route table names for the request (key-scope.ts), else
 * 403. Otherwise the session cookie decides, and a cookie write must come from the
 * deployment's own pages (server/http/same-origin.ts).
 */
export async function requireActor(request: Request, permission?: Permission): Promise<Actor> {
  const apiKey = request.headers.get(ADMIN_API_KEY_HEADER);
  let actor: Actor | null;
  if (apiKey !== null) {
    if (sameSecret(apiKey, env.ADMIN_API_KEY)) {
      actor = { kind: "service", userId: null, role: "SERVICE_PRINCIPAL", name: "API", email: null, contractorId: null };
    } else {
      actor = await actorOfApiKey(apiKey);
    }
  } else {
    assertSameOriginWrite(request);
    actor = await actorFromHeaders(request.headers);
  }
  if (!actor) throw unauthenticated();
  // Checked here, where every route learns its caller, so no route can forget it; enrolment and sign-out are better-auth's endpoints.
  if (actor.kind === "user" && actor.mustEnrolTwoFactor) throw new AppError("TWO_FACTOR_REQUIRED", { key: "setUpTwoFactor" });
  if (permission && !can(actor.role, permission)) throw forbidden();
  if (actor.kind !== "user" && actor.apiKey) assertKeyScope(request, actor.apiKey);
  return actor;
}

/** The cron secret opens only /api/cron/*, as `Authorization: Bearer <secret>`. */
export function requireCron(request: Request): void {
  const header = request.headers.get("authorization") ?? "";
  const token = header.startsWith("Bearer ") ? header.slice("Bearer ".length) : "";
  if (!token || !sameSecret(token, env.CRON_SECRET)) throw new AppError("UNAUTHENTICATED", { key: "invalidCronSecret" });
}

/**
 * API keys are made and revoked by an administrator signed in as a person, never by a key: a
 * leaked key must not be able to make itself a successor that outlives its revocation.
 */
export const API_KEYS_NEED_A_PERSON_MESSAGE: Refusal = { key: "apiKeysMadeRevoked" };

export async function requireAdministratorPerson(request: Request): Promise<Extract<Actor, { kind: "user" }>> {
  const actor = await requireActor(request, "admin:write");
  if (actor.kind !== "user") throw new AppError("FORBIDDEN", API_KEYS_NEED_A_PERSON_MESSAGE);
  return actor;
}

/** A person signed in with a session cookie: the API key has no sessions of its own (403). */
export async function requireSignedInPerson(request: Request): Promise<Extract<Actor, { kind: "user" }>> {
  const actor = await requireActor(request);
  if (actor.kind !== "user") throw new AppError("FORBIDDEN", { key: "onlyPersonSignedSession" });
  return actor;
}
