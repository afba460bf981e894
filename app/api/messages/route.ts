import { endpoint } from "@/server/http/endpoint";
import { messagesApi } from "@/server/openapi/routes/messages";
import { postMessage } from "@/server/services/messages/post-message";

/** A comment on a timesheet, a record or an expense; the author is the caller, never the body. */
export const POST = endpoint(messagesApi.createMessage, ({ db, actor, body }) => postMessage(db, actor, body));
