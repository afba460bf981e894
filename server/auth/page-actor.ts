import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import type { Role } from "@/lib/domain/reference";
import { actorFromHeaders, type Actor } from "./actor";

/** Where each role starts after sign-in. */
export function homeFor(role: Role): string {
  if (role === "ADMIN") return "/admin";
  if (role === "SUBCONTRACTOR") return "/contractor";
  return "/account";
}

/** For pages: a signed-out visitor goes to sign-in; a signed-in one with another role goes home. */
export async function requirePageActor(roles: readonly Role[]): Promise<Actor> {
  const actor = await actorFromHeaders(await headers());
  if (!actor) redirect("/sign-in");
  if (!roles.includes(actor.role)) redirect(homeFor(actor.role));
  return actor;
}

export async function currentPageActor(): Promise<Actor | null> {
  return actorFromHeaders(await headers());
}
