import { paymentRunCandidatesQuery } from "@/lib/schemas/payment-runs";
import { endpoint } from "@/server/http/endpoint";
import { listPaymentRunCandidates } from "@/server/services/payment-runs/list-payment-run-candidates";

export const GET = endpoint({ access: "admin:read", query: paymentRunCandidatesQuery, answer: "as-is" }, ({ db, query }) =>
  listPaymentRunCandidates(db, query),
);
