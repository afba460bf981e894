import { eq } from "drizzle-orm";
import { contractors, projects, user } from "@/server/db/schema";
import { seedDemo } from "@/server/seed/seed-demo";
import { installStorage } from "@/server/storage";
import { createTestDatabase } from "../../support/database";

/** The demo seed's fixed "today": current period November 2026. */
export const TODAY = "2026-11-22";

/** A fresh database with the demo data of TODAY; receipts go to memory, not to ./data. */
export async function createSeededDatabase() {
  const files = new Map<string, Uint8Array>();
  installStorage({
    driver: "disk",
    put: async (key, body) => void files.set(key, body),
    get: async (key) => files.get(key) ?? new Uint8Array(),
    delete: async (key) => void files.delete(key),
  });
  const database = await createTestDatabase();
  await seedDemo(database.db, { today: TODAY });
  const db = database.db;
  const contractorId = async (email: string) => {
    const [row] = await db
      .select({ id: contractors.id })
      .from(contractors)
      .innerJoin(user, eq(user.id, contractors.userId))
      .where(eq(user.email, email));
    if (!row) throw new Error(`no contractor ${email}`);
    return row.id;
  };
  const projectId = async (name: string) => {
    const [row] = await db.select({ id: projects.id }).from(projects).where(eq(projects.name, name));
    if (!row) throw new Error(`no project ${name}`);
    return row.id;
  };
  return { database, db, contractorId, projectId };
}
