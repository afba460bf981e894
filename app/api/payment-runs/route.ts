import { businessToday } from "@/server/clock";
import { endpoint } from "@/server/http/endpoint";
import { paymentRunsApi } from "@/server/openapi/routes/payment-runs";
import { createPaymentRun } from "@/server/services/payment-runs/create-payment-run";
import { listPaymentRuns } from "@/server/services/payment-runs/get-payment-run";

export const GET = endpoint(paymentRunsApi.listPaymentRuns, ({ db, query }) => listPaymentRuns(db, query));

export const POST = endpoint(paymentRunsApi.createPaymentRun, ({ db, actor, body }) =>
  createPaymentRun(db, actor, body, businessToday(), new Date()),
);
