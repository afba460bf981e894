import { z } from "zod";
import { idParams } from "@/lib/schemas/common";
import { createMessageBody, markThreadReadBody, messageThreadSchema } from "@/lib/schemas/messages";
import { inArea, type RouteTable } from "../operation";

export const messagesApi = inArea("timesheets", {
  createMessage: {
    method: "post",
    path: "/api/messages",
    created: true,
    summary:
      "Comments on a timesheet, a timesheet record or an expense record: finds or creates its thread, adds the message and marks the thread read for the author.",
    tag: "Messaging",
    body: createMessageBody,
    response: z.object({ data: messageThreadSchema }),
    access: "own-timesheets",
  },
  markMessageThreadRead: {
    method: "put",
    path: "/api/message-threads/{id}",
    summary: "Marks a message thread read for the caller.",
    tag: "Messaging",
    params: idParams,
    body: markThreadReadBody,
    response: z.object({ data: messageThreadSchema }),
    access: "own-timesheets",
    id: "Message thread",
  },
} satisfies RouteTable);
