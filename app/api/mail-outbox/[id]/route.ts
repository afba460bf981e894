import { endpoint } from "@/server/http/endpoint";
import { getOutboxMail } from "@/server/mail/get-outbox-mail";

/** One mail with its bodies (the list never carries them: they may hold invitation or review links). */
export const GET = endpoint({ access: "admin:read", id: "Mail" }, ({ db, id }) => getOutboxMail(db, id));
