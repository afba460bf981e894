import { createUser } from "@/server/services/users/create-user";
import { sessionCookie } from "../../support/auth";
import { createTestDatabase } from "../../support/database";
import { API_KEY_HEADERS } from "../clients/admin-api";

/** A fresh database with one administrator and one contractor signed in: settings need no demo data. */
export async function settingsDatabase() {
  const database = await createTestDatabase();
  const admin = await createUser(database.db, { email: "ada@example.com", name: "Ada Admin", role: "ADMIN", password: "ada-password-1" });
  const contractor = await createUser(database.db, { email: "carl@example.com", name: "Carl", role: "SUBCONTRACTOR", password: "carl-password-1" });
  return {
    database,
    db: database.db,
    adminUserId: admin.id,
    contractorUserId: contractor.id,
    callers: {
      admin: { cookie: await sessionCookie("ada@example.com", "ada-password-1") },
      contractor: { cookie: await sessionCookie("carl@example.com", "carl-password-1") },
      apiKey: { headers: API_KEY_HEADERS },
      anonymous: {},
    },
  };
}
