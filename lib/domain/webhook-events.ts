/**
 * The events Settle sends to webhook endpoints (docs/webhooks.md). `invoice.paid` is not among
 * them: payment runs do not exist yet. `webhook.test` goes only to the endpoint it is sent to.
 */
export const WEBHOOK_EVENT_TYPES = [
  "timesheet.submitted",
  "timesheet.approved",
  "timesheet.contested",
  "timesheet.closed",
  "timesheet.reopened",
  "component.approved",
  "component.contested",
  "invoice.issued",
  "contractor.invited",
  "contractor.deactivated",
  "review_link.used",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_TEST_EVENT = "webhook.test";
export type WebhookDeliveryEventType = WebhookEventType | typeof WEBHOOK_TEST_EVENT;
export const WEBHOOK_DELIVERY_EVENT_TYPES = [...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT] as const;

export const WEBHOOK_DELIVERY_STATUSES = ["PENDING", "DELIVERED", "FAILED"] as const;

/** Waits after the 1st ... 7th failed attempt (about 32 hours in all); the 8th failure is final. */
export const WEBHOOK_RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3600_000, 5 * 3600_000, 10 * 3600_000, 14 * 3600_000] as const;

/** An endpoint whose deliveries have failed without a success for this long is disabled. */
export const WEBHOOK_DISABLE_AFTER_MS = 3 * 24 * 3600_000;

