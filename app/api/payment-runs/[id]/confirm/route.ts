import { confirmPaymentRunBody } from "@/lib/schemas/payment-runs";
import { businessToday } from "@/server/clock";
import { endpoint } from "@/server/http/endpoint";
import { confirmPaymentRun } from "@/server/services/payment-runs/decide-payment-run";

export const POST = endpoint({ access: "admin:write", id: "Payment run", body: confirmPaymentRunBody }, ({ db, actor, id, body }) =>
  confirmPaymentRun(db, actor, id, body, businessToday()),
);
