import { z } from "zod";

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
