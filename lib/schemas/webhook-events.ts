import { z } from "zod";
import { INVOICE_KINDS, REVIEW_DECISIONS } from "@/lib/domain/reference";
import { WEBHOOK_TEST_EVENT, type WebhookDeliveryEventType } from "@/lib/domain/webhook-events";
import { component, isoTimestamp, uuid, timesheetStatusesSchema } from "./common";

/**
 * The bodies Settle POSTs to webhook endpoints, one schema per event type, published in the
 * OpenAPI document's `webhooks` section. Ids, the actor and the state after the change only:
 * never bank data, tokens or e-mail bodies.
 */
const actor = z
  .discriminatedUnion("type", [
    z.object({ type: z.literal("user"), userId: uuid }),
    z.object({ type: z.literal("api_key") }),
    z.object({ type: z.literal("review_link"), reviewLinkId: uuid }),
  ])
  .describe("Who made the change: a signed-in user, the admin API key, or the holder of a review link");

const decimal = z.string().describe("A decimal amount as text, e.g. 1250.00");
const period = z.string().describe("The billing period, yyyy-MM");

const timesheet = z.object({
  timesheetId: uuid,
  contractorId: uuid,
  projectId: uuid,
  billingPeriod: period,
  ...timesheetStatusesSchema.shape,
  bonusAmount: decimal.nullable(),
  version: z.number().int(),
  actor,
});

const payloads = {
  "timesheet.submitted": timesheet,
  "timesheet.approved": timesheet,
  "timesheet.contested": timesheet,
  "timesheet.closed": timesheet.extend({ closedAt: isoTimestamp.nullable() }),
  "timesheet.reopened": timesheet.extend({ closedAt: isoTimestamp.nullable() }),
  "component.approved": timesheet.extend({ component }),
  "component.contested": timesheet.extend({ component }),
  "invoice.issued": z.object({
    invoiceId: uuid,
    timesheetId: uuid,
    contractorId: uuid,
    projectId: uuid,
    billingPeriod: period,
    kind: z.enum(INVOICE_KINDS),
    number: z.string(),
    invoiceDate: z.string().describe("yyyy-MM-dd"),
    amount: decimal,
    currency: z.string(),
    actor,
  }),
  "contractor.invited": z.object({ contractorId: uuid, invitedAt: isoTimestamp, expiresAt: isoTimestamp, actor }),
  "contractor.deactivated": z.object({ contractorId: uuid, userId: uuid, active: z.literal(false), actor }),
  "review_link.used": z.object({ reviewLinkId: uuid, timesheetId: uuid, component, decision: z.enum(REVIEW_DECISIONS), actor }),
  [WEBHOOK_TEST_EVENT]: z.object({ endpointId: uuid, message: z.string() }),
} satisfies Record<WebhookDeliveryEventType, z.ZodType>;

export const WEBHOOK_EVENT_SUMMARIES: Record<WebhookDeliveryEventType, string> = {
  "timesheet.submitted": "A contractor (or an administrator) submitted a timesheet.",
  "timesheet.approved": "A decision made the timesheet's status APPROVED.",
  "timesheet.contested": "A decision made the timesheet's status CONTESTED.",
  "timesheet.closed": "An administrator closed a settled timesheet (one event per timesheet of a batch).",
  "timesheet.reopened": "An administrator reopened a closed timesheet.",
  "component.approved": "An administrator or a reviewer approved one component (fee, expenses, bonus).",
  "component.contested": "An administrator or a reviewer contested one component.",
  "invoice.issued": "An invoice PDF was generated for one component (again on regeneration, with the same number).",
  "contractor.invited": "A contractor was invited, or their invitation was sent again.",
  "contractor.deactivated": "A contractor was deactivated.",
  "review_link.used": "A reviewer decided on a component through their review link.",
  [WEBHOOK_TEST_EVENT]: "Sent by 'Send a test event' to one endpoint only.",
};

/** The whole body of one event type: `{ type, timestamp, data }`. */
export function webhookEventSchema(type: WebhookDeliveryEventType) {
  return z.object({ type: z.literal(type), timestamp: isoTimestamp, data: payloads[type] });
}
