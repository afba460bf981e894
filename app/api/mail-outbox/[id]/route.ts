import { endpoint } from "@/server/http/endpoint";
import { mailOutboxApi } from "@/server/openapi/routes/mail-outbox";
import { getOutboxMail } from "@/server/services/mail-outbox/get-outbox-mail";

/** One mail with its bodies (the list never carries them: they may hold invitation or review links). */
export const GET = endpoint(mailOutboxApi.getOutboxMail, ({ db, id }) => getOutboxMail(db, id));
