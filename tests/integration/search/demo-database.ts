import { and, eq } from "drizzle-orm";
import { BillingPeriod } from "@/lib/domain/billing-period";
import { businessToday } from "@/server/clock";
import { contractors, projects, timesheets, user } from "@/server/db/schema";
import { DEMO_ADMIN, DEMO_CONTRACTORS } from "@/server/seed/demo-data";
import { seedDemo } from "@/server/seed/seed-demo";
import { sessionCookie } from "../../support/auth";
import { createTestDatabase } from "../../support/database";

export const API_KEY = { "x-api-key": process.env.ADMIN_API_KEY ?? "" };

function password(email: string): string {
  const found = DEMO_CONTRACTORS.find((c) => c.email === email);
  if (!found) throw new Error(`no demo contractor ${email}`);
  return found.password;
}

/**
 * A fresh database with the demo data, seeded for the real business date (as the services see
 * it), so expectations are written relative to the current billing period, never to a fixed
 * month. Signs in the demo admin and two contractors.
 */
export async function createDemoDatabase() {
  const database = await createTestDatabase();
  await seedDemo(database.db);
  const db = database.db;
  const current = BillingPeriod.current(businessToday());
  const [admin, amara, lukas] = await Promise.all([
    sessionCookie(DEMO_ADMIN.email, DEMO_ADMIN.password),
    sessionCookie("amara@settle.local", password("amara@settle.local")),
    sessionCookie("lukas@settle.local", password("lukas@settle.local")),
  ]);

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
  /** The timesheet of a contractor on a project, `offset` months from the current period. */
  const timesheetId = async (email: string, project: string, offset: number) => {
    const [row] = await db
      .select({ id: timesheets.id })
      .from(timesheets)
      .where(
        and(
          eq(timesheets.contractorId, await contractorId(email)),
          eq(timesheets.projectId, await projectId(project)),
          eq(timesheets.billingPeriod, current.plusMonths(offset).toDatabase()),
        ),
      );
    if (!row) throw new Error(`no timesheet for ${email} on ${project} at ${offset}`);
    return row.id;
  };
  return { database, db, current, cookies: { admin, amara, lukas }, contractorId, projectId, timesheetId };
}

export type DemoDatabase = Awaited<ReturnType<typeof createDemoDatabase>>;
