import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhookDeliveries } from "@/server/db/schema";
import { fireWebhookEvents } from "@/server/webhooks/fire-webhook-events";
import { createAdminDatabase, type AdminDatabase } from "../../support/factories/admin";
import { signInAs } from "../../support/seeded";
import { startReceiver, type Receiver } from "./receiver";
import { addEndpoint, deliver } from "./webhook-fixture";

/**
 * Two server instances run the worker at the same moment. On PostgreSQL (TEST_DATABASE_URL) the
 * two claims run on separate connections and `for update skip locked` splits the queue; on PGlite
 * they are serialised, which must give the same answer.
 */
let s: AdminDatabase;
let receiver: Receiver;

beforeAll(async () => {
  s = await createAdminDatabase();
  receiver = await startReceiver();
  await addEndpoint(await signInAs("admin"), receiver, ["invoice.issued"]);
});

afterAll(async () => {
  await receiver.close();
  await s.database.dispose();
});

describe("two workers claiming at once", () => {
  it("deliver each of 120 messages once", async () => {
    receiver.answerWith({ status: 200, delayMs: 5 });
    await fireWebhookEvents(
      s.db,
      Array.from({ length: 120 }, (_, index) => ({ type: "invoice.issued" as const, data: { index } })),
    );
    const [first, second] = await Promise.all([deliver(s.db), deliver(s.db)]);
    expect(first!.delivered + second!.delivered).toBe(120);
    const ids = receiver.messages.map((message) => message.id);
    expect(ids).toHaveLength(120);
    expect(new Set(ids).size).toBe(120);
    expect(receiver.rejected).toEqual([]);
    const rows = await s.db.select({ status: webhookDeliveries.status, attempts: webhookDeliveries.attempts }).from(webhookDeliveries);
    expect(rows.every((row) => row.status === "DELIVERED" && row.attempts === 1)).toBe(true);
  });
});
