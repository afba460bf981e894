import "server-only";
import { eq } from "drizzle-orm";
import type { Actor } from "@/server/auth/actor";
import type { DbOrTx } from "@/server/db";
import { contractors } from "@/server/db/schema";
import { listContractorProjects } from "@/server/services/contractors/list-contractor-projects";

/** The caller's own profile; a contractor also gets working days, status, tours, the profile's version and projects. */
export async function getCurrentUser(db: DbOrTx, actor: Actor) {
  const base = { id: actor.userId, name: actor.name, email: actor.email, role: actor.role, locale: actor.kind === "user" ? (actor.locale ?? null) : null };
  if (!actor.contractorId) return { ...base, contractor: null };
  const [contractor] = await db
    .select({
      id: contractors.id,
      workingDays: contractors.workingDays,
      status: contractors.status,
      productTours: contractors.productTours,
      version: contractors.version,
    })
    .from(contractors)
    .where(eq(contractors.id, actor.contractorId));
  if (!contractor) return { ...base, contractor: null };
  const projects = await listContractorProjects(db, contractor.id);
  return { ...base, contractor: { ...contractor, projects } };
}
