import "server-only";
import { AppError } from "@/lib/errors";
import { actorFromHeaders } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { hasFreshConfirmation } from "@/server/services/identity-confirmation/confirm-password";

/**
 * A passkey signs its holder in on its own, so adding one is as strong as knowing the password
 * and holding the second factor: a lifted session cookie must not add the thief's. The person
 * re-entered their password in the last few minutes (POST /api/user/confirm-password). One who
 * must set up a second factor before anything else (the enrolment page, where the API answers
 * 403) signed in with the password moments ago: better-auth's own check that the session is
 * fresh is theirs. Without a session better-auth answers 401 itself.
 */
export async function assertMayAddPasskey(request: Request): Promise<void> {
  const actor = await actorFromHeaders(request.headers);
  if (actor?.kind !== "user" || actor.mustEnrolTwoFactor) return;
  if (!(await hasFreshConfirmation(await getDb(), actor))) throw new AppError("FORBIDDEN", { key: "passkeyRegistrationNeedsPassword" });
}
