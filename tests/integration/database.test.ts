import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "@/server/db";
import * as t from "@/server/db/schema";
import { createTestDatabase } from "../support/database";

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

describe("migrations on an empty database", () => {
  it("create every table of the schema", async () => {
    const rows = rowsOf<{ table_name: string }>(
      await database.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public'`),
    );
    const names = rows.map((r) => r.table_name);
    for (const table of ["users", "sessions", "contractors", "timesheets", "timesheet_records", "expense_records", "message_threads", "messages", "files", "activity_logs", "mail_outbox", "notification_subscriptions", "invoices", "invoicing_entities", "configurations", "billing_details", "timesheet_reviewers", "review_links", "rates", "engagements", "project_engagements"]) {
      expect(names).toContain(table);
    }
  });

  it("are idempotent", async () => {
    await expect(database.migrate()).resolves.toBeUndefined();
  });

  it("enforce the enumerations with CHECK constraints", async () => {
    await expect(
      database.db.insert(t.configurations).values({ key: "x", value: 1 }).then(() =>
        database.db.insert(t.mailOutbox).values({ toAddress: "a@b.c", subject: "s", textBody: "b", status: "LOST" }),
      ),
    ).rejects.toThrow();
    await expect(database.db.insert(t.user).values({ email: "x@y.z", name: "X", role: "SUPERUSER" })).rejects.toThrow();
  });

  it("store billing periods only on the 15th", async () => {
    const result = await database.db.execute(sql`select ('2026-11-14'::date) as d`);
    expect(rowsOf(result)).toHaveLength(1);
    await expect(
      database.db.execute(sql`insert into timesheets (project_engagement_id, contractor_id, project_id, billing_period)
        values (gen_random_uuid(), gen_random_uuid(), gen_random_uuid(), '2026-11-14')`),
    ).rejects.toThrow();
  });
});
