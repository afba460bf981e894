import { idParams } from "@/lib/schemas/common";
import { copyPreviousMonthBody, copyPreviousMonthResponse, deleteTimesheetRecordsBody, deleteTimesheetRecordsResponse, flagTimesheetRecordBody, flagTimesheetRecordResponse, upsertTimesheetRecordsBody, upsertTimesheetRecordsResponse } from "@/lib/schemas/timesheet-records";
import { inArea, type RouteTable } from "../operation";

export const timesheetRecordsApi = inArea("timesheets", {
  saveTimesheetRecords: {
    method: "post",
    path: "/api/timesheet-records",
    summary: "Create or update a list of timesheet records, all or nothing",
    tag: "Timesheet records",
    body: upsertTimesheetRecordsBody,
    response: upsertTimesheetRecordsResponse,
    access: "own-timesheets",
  },
  deleteTimesheetRecords: {
    method: "delete",
    path: "/api/timesheet-records",
    summary: "Delete a list of timesheet records, all or nothing",
    tag: "Timesheet records",
    body: deleteTimesheetRecordsBody,
    response: deleteTimesheetRecordsResponse,
    access: "own-timesheets",
  },
  flagTimesheetRecord: {
    method: "put",
    path: "/api/timesheet-records/{id}/flag",
    summary: "Flag or unflag a timesheet record. Refused (409) on a closed timesheet.",
    tag: "Timesheet records",
    params: idParams,
    body: flagTimesheetRecordBody,
    response: flagTimesheetRecordResponse,
    access: "timesheet-owner",
    id: "Timesheet record",
  },
  copyPreviousMonthRecords: {
    method: "post",
    path: "/api/timesheets/{id}/copy-previous-month",
    summary:
      "Copy the records of the previous month into this timesheet; returns what was created and what was dropped and why. A previous month without a timesheet or without records is not an error: 200 with nothing created and nothingToCopy saying why",
    tag: "Timesheet records",
    params: idParams,
    body: copyPreviousMonthBody,
    optionalBody: true,
    response: copyPreviousMonthResponse,
    access: "own-timesheets",
    id: "Timesheet",
  },
} satisfies RouteTable);
