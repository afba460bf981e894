import { z } from "zod";
import { idParams } from "@/lib/schemas/common";
import { timesheetDetailSchema } from "@/lib/schemas/timesheets";
import { setBonusBody } from "@/lib/schemas/bonus";
import { inArea, type RouteTable } from "../operation";

export const bonusApi = inArea("timesheets", {
  updateTimesheetBonus: {
    method: "put",
    path: "/api/timesheets/{id}/bonus",
    summary:
      "Sets, changes or clears the bonus amount (in the engagement's currency) and its note. Setting an amount makes a NOT_ELIGIBLE bonus ELIGIBLE; clearing it makes the bonus ELIGIBLE when the engagement grants a bonus, else NOT_ELIGIBLE. Only the bonus changes: on a submitted or approved timesheet the fee, the expenses and the timesheet status stay as they are, and the contractor then prepares and submits the bonus alone. Refused (409) on a closed timesheet and once the bonus is PREPARED, SUBMITTED, NOT_SUBMITTED or APPROVED (reset it first), and when the engagement has no rate (no currency).",
    tag: "Decisions",
    params: idParams,
    body: setBonusBody,
    response: z.object({ data: timesheetDetailSchema }),
    access: "admin:write",
    id: "Timesheet",
  },
} satisfies RouteTable);
