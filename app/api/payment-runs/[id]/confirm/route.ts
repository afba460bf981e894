import { businessToday } from "@/server/clock";
import { endpoint } from "@/server/http/endpoint";
import { paymentRunsApi } from "@/server/openapi/routes/payment-runs";
import { confirmPaymentRun } from "@/server/services/payment-runs/decide-payment-run";

export const POST = endpoint(paymentRunsApi.createPaymentRunConfirm, ({ db, actor, id, body }) =>
  confirmPaymentRun(db, actor, id, body, businessToday()),
);
