import "server-only";
import { eq } from "drizzle-orm";
import { conflict, notFound } from "@/lib/errors";
import type { Database } from "@/server/db";
import { clients, projects } from "@/server/db/schema";

/** A client goes only once it has no projects, archived ones included: they keep its history. */
export async function deleteClient(db: Database, id: string): Promise<{ id: string; deleted: true }> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, id)).for("update");
    if (!current) throw notFound("client");
    const [project] = await tx.select({ id: projects.id }).from(projects).where(eq(projects.clientId, id)).limit(1);
    if (project) throw conflict({ key: "clientStillProjectsArchive" });
    await tx.delete(clients).where(eq(clients.id, id));
    return { id, deleted: true as const };
  });
}
