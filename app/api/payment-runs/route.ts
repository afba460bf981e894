import { createPaymentRunBody, paymentRunsQuery } from "@/lib/schemas/payment-runs";
import { businessToday } from "@/server/clock";
import { endpoint } from "@/server/http/endpoint";
import { createPaymentRun } from "@/server/services/payment-runs/create-payment-run";
import { listPaymentRuns } from "@/server/services/payment-runs/get-payment-run";

export const GET = endpoint({ access: "admin:read", query: paymentRunsQuery, answer: "as-is" }, ({ db, query }) => listPaymentRuns(db, query));

export const POST = endpoint({ access: "admin:write", body: createPaymentRunBody, answer: "created" }, ({ db, actor, body }) =>
  createPaymentRun(db, actor, body, businessToday(), new Date()),
);
