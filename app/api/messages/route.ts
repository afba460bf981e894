import { createMessageBody } from "@/lib/schemas/messages";
import { endpoint } from "@/server/http/endpoint";
import { postMessage } from "@/server/services/messages/post-message";

/** A comment on a timesheet, a record or an expense; the author is the caller, never the body. */
export const POST = endpoint({ access: "signed-in", body: createMessageBody, answer: "created" }, ({ db, actor, body }) => postMessage(db, actor, body));
