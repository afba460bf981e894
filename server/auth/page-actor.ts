import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import type { Role } from "@/lib/domain/reference";
import { TWO_FACTOR_ENROL_PATH } from "@/lib/schemas/two-factor";
import { actorFromHeaders, type Actor } from "./actor";

/** Where each role starts after sign-in. */
export function homeFor(role: Role): string {
  if (role === "ADMIN") return "/admin";
  if (role === "SUBCONTRACTOR") return "/contractor";
  return "/account";
}

/** Where a signed-in person goes first: the enrolment page while two-factor sign-in is required of them and not set up. */
export function homeOf(actor: Actor): string {
  return actor.kind === "user" && actor.mustEnrolTwoFactor ? TWO_FACTOR_ENROL_PATH : homeFor(actor.role);
}

/** For pages: a signed-out visitor goes to sign-in; one who must enrol goes to enrol; one with another role goes home. */
export async function requirePageActor(roles: readonly Role[]): Promise<Actor> {
  const actor = await currentPageActor();
  if (!actor) redirect("/sign-in");
  if (actor.kind === "user" && actor.mustEnrolTwoFactor) redirect(TWO_FACTOR_ENROL_PATH);
  if (!roles.includes(actor.role)) redirect(homeFor(actor.role));
  return actor;
}

/** Who asks for this page, read once per request: the page and its language (server/i18n) both need it. */
export const currentPageActor = cache(async (): Promise<Actor | null> => actorFromHeaders(await headers()));
