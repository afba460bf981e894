import "server-only";
import type { Language } from "@/lib/i18n/languages";
import type { TimesheetSubmittedAdminData } from "./data";
import { type RenderedMail, timesheetLink } from "./mail-builder";
import { reviewRequestMail } from "./timesheet-review";

/** TIMESHEET_SUBMITTED_ADMIN: an administrator learns a timesheet waits for review. */
export function timesheetSubmittedAdminMail(data: TimesheetSubmittedAdminData, language: Language): RenderedMail {
  return reviewRequestMail("timesheetSubmittedAdmin", data, language, timesheetLink("admin", data.timesheetId));
}
