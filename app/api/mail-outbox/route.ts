import { endpoint } from "@/server/http/endpoint";
import { mailApi } from "@/server/openapi/routes/mail-outbox";
import { listMailOutbox } from "@/server/mail/list-mail-outbox";

export const GET = endpoint(mailApi.listOutboxMails, ({ db, query }) => listMailOutbox(db, query));
