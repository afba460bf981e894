import { endpoint } from "@/server/http/endpoint";
import { paymentRunsApi } from "@/server/openapi/routes/payment-runs";
import { cancelPaymentRun } from "@/server/services/payment-runs/decide-payment-run";

export const POST = endpoint(paymentRunsApi.createPaymentRunCancel, ({ db, actor, id, body }) =>
  cancelPaymentRun(db, actor, id, body),
);
