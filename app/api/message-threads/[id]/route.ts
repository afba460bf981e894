import { endpoint } from "@/server/http/endpoint";
import { messagesApi } from "@/server/openapi/routes/messages";
import { markThreadRead } from "@/server/services/messages/mark-thread-read";

/** Marks the thread read for the caller. */
export const PUT = endpoint(messagesApi.markMessageThreadRead, ({ db, actor, id, body }) =>
  markThreadRead(db, actor, id, body),
);
