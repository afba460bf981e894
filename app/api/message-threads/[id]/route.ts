import { markThreadReadBody } from "@/lib/schemas/messages";
import { endpoint } from "@/server/http/endpoint";
import { markThreadRead } from "@/server/services/messages/mark-thread-read";

/** Marks the thread read for the caller. */
export const PUT = endpoint({ access: "signed-in", id: "Message thread", body: markThreadReadBody }, ({ db, actor, id, body }) =>
  markThreadRead(db, actor, id, body),
);
