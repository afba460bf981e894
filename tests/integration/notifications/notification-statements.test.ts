import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as submit } from "@/app/api/timesheets/[id]/submit/route";
import type { Actor } from "@/server/auth/actor";
import * as t from "@/server/db/schema";
import { batchClosing } from "@/server/services/decisions/batch-closing";
import { call, createAdminDatabase } from "../../support/factories/admin";
import { countStatements } from "../../support/statement-counter";
import { withCookies } from "../../support/file-fixture";

const [s, cookies] = withCookies(createAdminDatabase, ["amara"]);

const service: Actor = { kind: "service", userId: null, role: "SERVICE_PRINCIPAL", name: "API", email: null, contractorId: null };
const outboxSize = async () => (await s.db.select({ n: count() }).from(t.mailOutbox))[0]!.n;

async function submitCounted(id: string) {
  const row = await s.setStatuses(id, { status: "DUE", feeStatus: "PREPARED" });
  const counted = await countStatements(() => call(submit, `/api/timesheets/${id}/submit`, { method: "POST", id, cookie: cookies.amara, body: { version: row.version } }));
  expect(counted.result.status).toBe(200);
  return counted;
}

describe("notifications add statements per change, never per recipient", () => {
  it("a submission costs the same with 1 or 8 reviewers and more administrators", async () => {
    const id = (await s.timesheetOf("amara", -1)).id;
    const projectId = await s.projectId("Grid Modernisation");
    await s.db.delete(t.timesheetReviewers).where(eq(t.timesheetReviewers.projectId, projectId));
    await s.db.insert(t.timesheetReviewers).values({ projectId, name: "One", email: "one@example.com" });
    const before = await outboxSize();
    const few = await submitCounted(id);
    const fewMails = (await outboxSize()) - before;

    await s.db.insert(t.timesheetReviewers).values(Array.from({ length: 7 }, (_, i) => ({ projectId, name: `R${i}`, email: `r${i}@example.com` })));
    await s.db.insert(t.user).values(Array.from({ length: 3 }, (_, i) => ({ name: `Admin ${i}`, email: `admin${i}@example.com`, role: "ADMIN" })));
    const middle = await outboxSize();
    const many = await submitCounted(id);
    expect((await outboxSize()) - middle).toBe(fewMails + 7 + 3);
    expect(many.count).toBe(few.count);
    // One read of the facts, one insert of review links, one insert of all mails.
    expect(many.statements.filter((q) => /insert into "mail_outbox"/i.test(q))).toHaveLength(1);
    expect(many.statements.filter((q) => /insert into "review_links"/i.test(q))).toHaveLength(1);
  });

  it("a batch close queues every contractor's mail in one insert", async () => {
    const ids = [(await s.timesheetOf("lukas", -2)).id, (await s.timesheetOf("amara", -2)).id];
    const before = await outboxSize();
    const { result, statements } = await countStatements(() => batchClosing(s.db, service, { ids }, "close", s.today));
    expect(result.changed).toBeGreaterThan(0);
    expect((await outboxSize()) - before).toBe(result.changed);
    expect(statements.filter((q) => /insert into "mail_outbox"/i.test(q))).toHaveLength(1);
  });
});
