import { endpoint } from "@/server/http/endpoint";
import { paymentRunsApi } from "@/server/openapi/routes/payment-runs";
import { listPaymentRunCandidates } from "@/server/services/payment-runs/list-payment-run-candidates";

export const GET = endpoint(paymentRunsApi.listPaymentRunCandidates, ({ db, query }) =>
  listPaymentRunCandidates(db, query),
);
