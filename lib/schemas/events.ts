import { z } from "zod";

/** What changed, as the database's change triggers name it (supabase/migrations/*_realtime_change_events.sql). */
export const TIMESHEET_CHANGE_KINDS = ["timesheet", "timesheet_record", "expense_record", "message_thread", "message", "file"] as const;

const changeOp = z.enum(["INSERT", "UPDATE", "DELETE"]);

/** A change to a timesheet or to something on it. */
const timesheetChangeSchema = z.object({
  kind: z.enum(TIMESHEET_CHANGE_KINDS),
  op: changeOp,
  timesheetId: z.uuid(),
  /** The timesheet's contractor, who may receive the event; null once the timesheet is gone. */
  contractorId: z.uuid().nullable(),
});

/** A contractor's working days changed (*_contractor_change_events.sql): their calendar re-reads. */
const contractorChangeSchema = z.object({
  kind: z.literal("contractor"),
  op: changeOp,
  contractorId: z.uuid(),
});

/** An export job started, moved on or ended (*_export_job_events.sql): only its owner hears it. */
const exportJobChangeSchema = z.object({
  kind: z.literal("export_job"),
  op: changeOp,
  jobId: z.uuid(),
  /** Null for a job of the installation's ADMIN_API_KEY, which no event stream belongs to. */
  ownerUserId: z.uuid().nullable(),
});

/** One committed change: ids only, never content, so an event can never leak what it is about. */
export const changeEventSchema = z.discriminatedUnion("kind", [timesheetChangeSchema, contractorChangeSchema, exportJobChangeSchema]);
export type ChangeEvent = z.infer<typeof changeEventSchema>;

/** Spec point 7's realtime constants. */
export const REALTIME = {
  heartbeatMs: 25_000,
  reconnectDelaysMs: [1_000, 2_000, 5_000, 10_000],
  pushTimeoutMs: 10_000,
  bufferMax: 100,
} as const;
