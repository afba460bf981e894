import { endpoint } from "@/server/http/endpoint";
import { rotateWebhookSecret } from "@/server/services/webhook-endpoints/rotate-webhook-secret";

/** A new signing secret, shown once; the old one signs beside it for 24 hours. */
export const POST = endpoint({ access: "admin:write", id: "Webhook endpoint" }, ({ db, id }) => rotateWebhookSecret(db, id));
