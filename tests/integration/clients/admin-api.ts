import { expect } from "vitest";
import { ADMIN_API_KEY_HEADERS, seedDemoDatabase, signInEach } from "../../support/seeded";

/** Shared by the admin API tests: one seeded database per file, and the callers of the role matrix. */
export { call, type ErrorJson as ErrorBody } from "../../support/http";
export { ADMIN_API_KEY_HEADERS as API_KEY_HEADERS, contractorIdByEmail, projectIdByName } from "../../support/seeded";

export interface Callers {
  admin: { cookie: string };
  contractor: { cookie: string };
  apiKey: { headers: Record<string, string> };
  anonymous: Record<string, never>;
}

export async function seededDatabase() {
  // Seeded with the real "today", which is what businessToday() gives the services too.
  const { database, db } = await seedDemoDatabase();
  const cookies = await signInEach(["admin", "amara"]);
  const callers: Callers = {
    admin: { cookie: cookies.admin },
    contractor: { cookie: cookies.amara },
    apiKey: { headers: ADMIN_API_KEY_HEADERS },
    anonymous: {},
  };
  return { database, db, callers };
}

/** Asserts a 400 whose issues name `path`. */
export function expectIssue(result: { status: number; body: unknown }, path: string): void {
  expect(result.status).toBe(400);
  const issues = (result.body as { error: { issues?: { path: string }[] } }).error.issues ?? [];
  expect(issues.map((i) => i.path), JSON.stringify(result.body)).toContain(path);
}
