import { endpoint } from "@/server/http/endpoint";
import { retryOutboxMail } from "@/server/mail/retry-outbox-mail";

/** Queues a FAILED mail again. */
export const POST = endpoint({ access: "admin:write", id: "Mail" }, ({ db, id }) => retryOutboxMail(db, id));
