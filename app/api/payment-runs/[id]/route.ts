import { endpoint } from "@/server/http/endpoint";
import { paymentRunsApi } from "@/server/openapi/routes/payment-runs";
import { getPaymentRun } from "@/server/services/payment-runs/get-payment-run";

export const GET = endpoint(paymentRunsApi.getPaymentRun, ({ db, id }) => getPaymentRun(db, id));
