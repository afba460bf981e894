import { endpoint } from "@/server/http/endpoint";
import { mailOutboxApi } from "@/server/openapi/routes/mail-outbox";
import { retryOutboxMail } from "@/server/services/mail-outbox/retry-outbox-mail";

/** Queues a FAILED mail again. */
export const POST = endpoint(mailOutboxApi.retryOutboxMail, ({ db, id }) => retryOutboxMail(db, id));
