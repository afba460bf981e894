import { type ApiRoute, idParams } from "@/lib/schemas/common";
import { copyPreviousMonthBody, copyPreviousMonthResponse, deleteTimesheetRecordsBody, deleteTimesheetRecordsResponse, flagTimesheetRecordBody, flagTimesheetRecordResponse, upsertTimesheetRecordsBody, upsertTimesheetRecordsResponse } from "@/lib/schemas/timesheet-records";

export const timesheetRecordsApi: ApiRoute[] = [
  {
    method: "post",
    path: "/api/timesheet-records",
    summary: "Create or update a list of timesheet records, all or nothing",
    tag: "Timesheet records",
    body: upsertTimesheetRecordsBody,
    response: upsertTimesheetRecordsResponse,
    access: "contractor (own timesheets), admin",
  },
  {
    method: "delete",
    path: "/api/timesheet-records",
    summary: "Delete a list of timesheet records, all or nothing",
    tag: "Timesheet records",
    body: deleteTimesheetRecordsBody,
    response: deleteTimesheetRecordsResponse,
    access: "contractor (own timesheets), admin",
  },
  {
    method: "put",
    path: "/api/timesheet-records/{id}/flag",
    summary: "Flag or unflag a timesheet record. Refused (409) on a closed timesheet.",
    tag: "Timesheet records",
    params: idParams,
    body: flagTimesheetRecordBody,
    response: flagTimesheetRecordResponse,
    access: "the contractor who owns the timesheet, or an admin",
  },
  {
    method: "post",
    path: "/api/timesheets/{id}/copy-previous-month",
    summary:
      "Copy the records of the previous month into this timesheet; returns what was created and what was dropped and why. A previous month without a timesheet or without records is not an error: 200 with nothing created and nothingToCopy saying why",
    tag: "Timesheet records",
    params: idParams,
    body: copyPreviousMonthBody,
    optionalBody: true,
    response: copyPreviousMonthResponse,
    access: "contractor (own timesheets), admin",
  },
];
