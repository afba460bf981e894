import { mailOutboxQuery } from "@/lib/schemas/mail-outbox";
import { endpoint } from "@/server/http/endpoint";
import { listMailOutbox } from "@/server/mail/list-mail-outbox";

export const GET = endpoint({ access: "admin:read", query: mailOutboxQuery, answer: "as-is" }, ({ db, query }) => listMailOutbox(db, query));
