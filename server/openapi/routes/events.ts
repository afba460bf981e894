import { inArea, type RouteTable } from "../operation";

export const eventsApi = inArea("timesheets", {
  listEvents: {
    method: "get",
    path: "/api/events",
    summary:
      "A server-sent-events stream of committed changes the caller may read: `event: change` with a ChangeEvent (kind, op, timesheetId, contractorId; kind contractor, without timesheetId, when a contractor's working days changed), `event: heartbeat` every 25 s, `event: resync` when more than 100 events waited for a slow client (refetch everything), `event: ended` when the session ended. Reconnect after 1, 2, 5 and 10 s.",
    tag: "Realtime",
    download: "text/event-stream",
    access: "own-events",
    handledBy: "stream",
  },
} satisfies RouteTable);
