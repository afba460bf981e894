import { z } from "zod";
import { TIMESHEET_STATUSES } from "@/lib/domain/reference";
import { uuid } from "./common";
import { keyed, keyedIssue } from "./error-map";

/**
 * "Select all matching" (#47.7): a batch names its timesheets by the administrator's timesheets
 * list filter instead of an id list, and the server selects the matching timesheets itself, in
 * one query, with the same conditions the list is filtered by (server/services/timesheets/list-admin-timesheets.ts).
 */
export const timesheetListFilter = z
  .strictObject({
    status: z.enum(TIMESHEET_STATUSES, { error: keyed("fieldOneOf", { field: "status", values: TIMESHEET_STATUSES.join(", ") }) }).optional(),
    projectId: uuid.optional(),
    contractorId: uuid.optional(),
    period: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: keyed("fieldMonth", { field: "period" }) })
      .optional(),
    flagged: z.boolean({ error: keyed("fieldTrueOrFalse", { field: "flagged" }) }).optional(),
  })
  .describe("The timesheets list's filter: every timesheet matching all given conditions; an empty filter matches every timesheet.");
export type TimesheetListFilter = z.infer<typeof timesheetListFilter>;

/** Exactly one of the two ways to name a batch's timesheets. */
export function oneSelection(body: { ids?: readonly string[]; filter?: TimesheetListFilter }, context: z.RefinementCtx): void {
  if ((body.ids === undefined) === (body.filter === undefined)) {
    context.addIssue({ code: "custom", path: ["ids"], ...keyedIssue("sendEitherIdsFilter") });
  }
}
