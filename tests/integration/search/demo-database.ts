import { DEMO_CONTRACTORS } from "@/server/seed/demo-data";
import { seedDemoDatabase, signInEach } from "../../support/seeded";

export { ADMIN_API_KEY_HEADERS as API_KEY } from "../../support/seeded";

/**
 * A fresh database with the demo data, seeded for the real business date (as the services see
 * it), so expectations are written relative to the current billing period, never to a fixed
 * month. Signs in the demo admin and two contractors.
 */
export async function createDemoDatabase() {
  const { database, db, current, contractorId, projectId, timesheetOf } = await seedDemoDatabase();
  const cookies = await signInEach(["admin", "amara", "lukas"]);

  /** The timesheet of a contractor on a project, `offset` months from the current period. */
  const timesheetId = async (email: string, project: string, offset: number) => {
    const contractor = DEMO_CONTRACTORS.find((candidate) => candidate.email === email);
    if (!contractor) throw new Error(`no demo contractor ${email}`);
    return (await timesheetOf(contractor.key, offset, project)).id;
  };
  return { database, db, current, cookies, contractorId, projectId, timesheetId };
}

export type DemoDatabase = Awaited<ReturnType<typeof createDemoDatabase>>;
