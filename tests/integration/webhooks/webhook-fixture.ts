import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import { POST as createEndpointRoute } from "@/app/api/webhook-endpoints/route";
import type { WebhookEventType } from "@/lib/domain/webhook-events";
import { WEBHOOK_EVENT_TYPES } from "@/lib/domain/webhook-events";
import type { WebhookEndpointWithSecret } from "@/lib/schemas/webhook-endpoints";
import type { Database } from "@/server/db";
import { webhookDeliveries } from "@/server/db/schema";
import { deliverDueWebhooks, type WebhookDeliveryOptions } from "@/server/webhooks/deliver-due-webhooks";
import { call, type ErrorJson } from "../../support/http";
import { createAdminDatabase, type AdminDatabase } from "../../support/factories/admin";
import { DEMO_PEOPLE, signInEach, type DemoPerson } from "../../support/seeded";
import { startReceiver, type Receiver } from "./receiver";

/** Adds an endpoint through the API, as an administrator would, and lets the receiver trust its secret. */
export async function addEndpoint(
  cookie: string,
  receiver: Receiver,
  eventTypes: readonly WebhookEventType[] = WEBHOOK_EVENT_TYPES,
): Promise<WebhookEndpointWithSecret> {
  const { status, body } = await call<{ data: WebhookEndpointWithSecret } & ErrorJson>(createEndpointRoute, "/api/webhook-endpoints", {
    cookie,
    body: { url: receiver.url, description: "Payroll", eventTypes },
  });
  expect(status, JSON.stringify(body)).toBe(201);
  receiver.trust(body.data.secret);
  return body.data;
}

/** One run of the worker with a short timeout, so a slow receiver costs the test no 10 s. */
export function deliver(db: Database, options: Partial<WebhookDeliveryOptions> = {}) {
  return deliverDueWebhooks(db, { now: new Date(), timeoutMs: 2_000, ...options });
}

export function deliveriesOf(db: Database, endpointId: string) {
  return db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId)).orderBy(asc(webhookDeliveries.createdAt));
}

/**
 * A file's admin database with every demo person signed in and a receiver listening, made before
 * its tests and closed after; with `subscribed`, an endpoint for every event points at the receiver.
 */
export function withWebhookReceiver(options: { subscribed?: boolean } = {}) {
  let database: AdminDatabase | undefined;
  let cookies: Record<DemoPerson, string> | undefined;
  let receiver: Receiver | undefined;
  beforeAll(async () => {
    database = await createAdminDatabase();
    cookies = await signInEach(DEMO_PEOPLE);
    receiver = await startReceiver();
    if (options.subscribed) await addEndpoint(cookies.admin, receiver);
  });
  afterAll(async () => {
    await receiver?.close();
    await database?.database.dispose();
  });
  const made = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("Made in beforeAll.");
    return value;
  };
  return {
    get s() {
      return made(database);
    },
    get cookies() {
      return made(cookies);
    },
    get receiver() {
      return made(receiver);
    },
  };
}
