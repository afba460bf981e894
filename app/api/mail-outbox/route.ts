import { endpoint } from "@/server/http/endpoint";
import { mailOutboxApi } from "@/server/openapi/routes/mail-outbox";
import { listMailOutbox } from "@/server/services/mail-outbox/list-mail-outbox";

export const GET = endpoint(mailOutboxApi.listOutboxMails, ({ db, query }) => listMailOutbox(db, query));
