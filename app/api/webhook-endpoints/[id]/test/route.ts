import { endpoint } from "@/server/http/endpoint";
import { sendTestEvent } from "@/server/services/webhook-endpoints/send-test-event";

export const POST = endpoint({ access: "admin:write", id: "Webhook endpoint", answer: "created" }, ({ db, id }) => sendTestEvent(db, id));
