import { endpoint } from "@/server/http/endpoint";
import { mailApi } from "@/server/openapi/routes/mail-outbox";
import { getOutboxMail } from "@/server/mail/get-outbox-mail";

/** One mail with its bodies (the list never carries them: they may hold invitation or review links). */
export const GET = endpoint(mailApi.getOutboxMail, ({ db, id }) => getOutboxMail(db, id));
