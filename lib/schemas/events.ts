import { z } from "zod";
import type { ApiRoute } from "./common";

/** What changed, as the database's change triggers name it (supabase/migrations/*_realtime_change_events.sql). */
export const CHANGE_KINDS = ["timesheet", "timesheet_record", "expense_record", "message_thread", "message", "file"] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** One committed change: ids only, never content, so an event can never leak what it is about. */
export const changeEventSchema = z.object({
  kind: z.enum(CHANGE_KINDS),
  op: z.enum(["INSERT", "UPDATE", "DELETE"]),
  timesheetId: z.uuid(),
  /** The timesheet's contractor, who may receive the event; null once the timesheet is gone. */
  contractorId: z.uuid().nullable(),
});
export type ChangeEvent = z.infer<typeof changeEventSchema>;

/** Spec point 7's realtime constants. */
export const REALTIME = {
  heartbeatMs: 25_000,
  reconnectDelaysMs: [1_000, 2_000, 5_000, 10_000],
  pushTimeoutMs: 10_000,
  bufferMax: 100,
} as const;

export const eventsApi: ApiRoute[] = [
  {
    method: "get",
    path: "/api/events",
    summary:
      "A server-sent-events stream of committed changes the caller may read: `event: change` with a ChangeEvent (kind, op, timesheetId, contractorId), `event: heartbeat` every 25 s, `event: resync` when more than 100 events waited for a slow client (refetch everything), `event: ended` when the session ended. Reconnect after 1, 2, 5 and 10 s.",
    tag: "Realtime",
    download: "text/event-stream",
    access: "signed in (a contractor receives only the events of their own timesheets)",
  },
];
