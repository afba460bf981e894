import { endpoint } from "@/server/http/endpoint";
import { getPaymentRun } from "@/server/services/payment-runs/get-payment-run";

export const GET = endpoint({ access: "admin:read", id: "Payment run" }, ({ db, id }) => getPaymentRun(db, id));
