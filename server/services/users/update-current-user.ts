import "server-only";
import { eq, sql } from "drizzle-orm";
import { WEEKDAYS } from "@/lib/domain/reference";
import { AppError, fieldIssue } from "@/lib/errors";
import { CONTRACTOR_PROFILE_NEEDED, type UpdateCurrentUserInput } from "@/lib/schemas/user";
import type { Actor } from "@/server/auth/actor";
import type { Database } from "@/server/db";
import { contractors, user } from "@/server/db/schema";
import { expectVersion } from "@/server/services/timesheets/find-timesheet";
import { getCurrentUser } from "./get-current-user";

/**
 * Updates the caller's own profile in one transaction and returns it as GET /api/user does.
 * A contractor's profile row carries the version; an account without one has nothing to version.
 */
export async function updateCurrentUser(db: Database, actor: Actor, input: UpdateCurrentUserInput) {
  if (!actor.contractorId) {
    const field = input.workingDays !== undefined ? "workingDays" : input.productTours !== undefined ? "productTours" : null;
    if (field) throw new AppError("BAD_REQUEST", CONTRACTOR_PROFILE_NEEDED, [fieldIssue(field, CONTRACTOR_PROFILE_NEEDED)]);
  }
  return db.transaction(async (tx) => {
    if (actor.contractorId) {
      const [profile] = await tx.select().from(contractors).where(eq(contractors.id, actor.contractorId)).for("update");
      if (!profile) throw new AppError("BAD_REQUEST", CONTRACTOR_PROFILE_NEEDED);
      expectVersion(profile.version, input.version);
      // The language is the person's, not the profile's: choosing one leaves the version alone.
      const profileChanged = input.name !== undefined || input.workingDays !== undefined || input.productTours !== undefined;
      if (profileChanged) {
        await tx
          .update(contractors)
          .set({
            // Stored in week order (Sunday first), whatever order the client sent.
            ...(input.workingDays ? { workingDays: WEEKDAYS.filter((day) => input.workingDays?.includes(day)) } : {}),
            ...(input.productTours ? { productTours: { ...profile.productTours, ...input.productTours } } : {}),
            version: sql`${contractors.version} + 1`,
          })
          .where(eq(contractors.id, profile.id));
      }
    }
    if ((input.name !== undefined || input.locale !== undefined) && actor.userId) {
      await tx
        .update(user)
        .set({ name: input.name, locale: input.locale, updatedAt: new Date() })
        .where(eq(user.id, actor.userId));
    }
    const locale = input.locale !== undefined ? input.locale : actor.kind === "user" ? actor.locale : null;
    const name = input.name ?? actor.name;
    return getCurrentUser(tx, actor.kind === "user" ? { ...actor, name, locale } : { ...actor, name });
  });
}
