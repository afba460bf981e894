import "server-only";
import { AppError } from "@/lib/errors";
import { requireActor, type Actor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { hasFreshConfirmation } from "@/server/services/identity-confirmation/confirm-password";

/**
 * Who may download the whole installation: the deployment's ADMIN_API_KEY (userId null), or an
 * administrator whose session re-entered the password in the last few minutes. A key made in
 * Settings is refused: it is handed to integrations, and one of them leaking must not leak
 * every person's data. A lifted session cookie alone is not enough either.
 */
export async function requireBackupCaller(request: Request): Promise<Actor> {
  const actor = await requireActor(request, "admin:read");
  if (actor.kind === "service") {
    if (actor.userId !== null) throw new AppError("FORBIDDEN", { key: "backupTakenDeploymentS" });
    return actor;
  }
  // A person's key is no session that could have re-entered a password.
  if (actor.kind === "key") throw new AppError("FORBIDDEN", { key: "backupTakenDeploymentS" });
  if (!(await hasFreshConfirmation(await getDb(), actor))) throw new AppError("FORBIDDEN", { key: "backupHoldsEveryPerson" });
  return actor;
}
