import { endpoint } from "@/server/http/endpoint";
import { mailApi } from "@/server/openapi/routes/mail-outbox";
import { retryOutboxMail } from "@/server/mail/retry-outbox-mail";

/** Queues a FAILED mail again. */
export const POST = endpoint(mailApi.retryOutboxMail, ({ db, id }) => retryOutboxMail(db, id));
