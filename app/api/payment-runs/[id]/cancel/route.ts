import { cancelPaymentRunBody } from "@/lib/schemas/payment-runs";
import { endpoint } from "@/server/http/endpoint";
import { cancelPaymentRun } from "@/server/services/payment-runs/decide-payment-run";

export const POST = endpoint({ access: "admin:write", id: "Payment run", body: cancelPaymentRunBody }, ({ db, actor, id, body }) =>
  cancelPaymentRun(db, actor, id, body),
);
