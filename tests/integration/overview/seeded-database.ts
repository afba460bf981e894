import { seedDemoDatabase } from "../../support/seeded";

/** The demo seed's fixed "today": current period November 2026. */
export const TODAY = "2026-11-22";

/** A fresh database with the demo data of TODAY; receipts go to memory, not to ./data. */
export async function createSeededDatabase() {
  const { database, db, contractorId, projectId } = await seedDemoDatabase({ today: TODAY, memoryStorage: true });
  return { database, db, contractorId, projectId };
}
