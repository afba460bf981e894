import { afterAll, beforeAll } from "vitest";
import { createUser } from "@/server/services/users/create-user";
import { sessionCookie } from "./auth";
import { createTestDatabase } from "./database";

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;

/**
 * A file's database with one signed-in contractor (Carl), made before its tests and disposed
 * after: the setting of the hardening tests, which send his session's writes in odd shapes.
 */
export function withSignedInContractor(): { readonly database: TestDatabase; readonly cookie: string } {
  let database: TestDatabase | undefined;
  let cookie: string | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    await createUser(database.db, { email: "carl@example.com", name: "Carl", role: "SUBCONTRACTOR", password: "correct-horse-2", workingDays: ["MONDAY"] });
    cookie = await sessionCookie("carl@example.com", "correct-horse-2");
  });
  afterAll(async () => {
    await database?.dispose();
  });
  return {
    get database() {
      if (!database) throw new Error("The database is made in beforeAll.");
      return database;
    },
    get cookie() {
      if (cookie === undefined) throw new Error("Carl signs in in beforeAll.");
      return cookie;
    },
  };
}
