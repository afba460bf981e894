import type { Money } from "@/lib/domain/money";

/** What every timesheet mail names: whose, which period, which project. */
export interface TimesheetFacts {
  timesheetId: string;
  /** The billing period's name, "November 2026". */
  period: string;
  project: string;
  contractorName: string;
  /** The submitted or closed totals, one per currency; decimal strings. */
  amounts: readonly Money[];
}

export interface NewUserData {
  recipientName: string;
  inviter: string;
  /** The one-time invitation link (holds the secret token). */
  link: string;
  /** Already formatted for people, with its time zone. */
  expiresAt: string;
}

export interface NewEngagementData {
  recipientName: string;
  project: string;
  client: string | null;
  /** yyyy-MM-dd */
  startDate: string;
  endDate: string | null;
}

export interface TimesheetSubmittedContractorData extends TimesheetFacts {
  recipientName: string;
  /** The components sent for review, in the app's words (Fee, Expenses, Bonus); empty when none was. */
  submitted: readonly string[];
}

export interface TimesheetSubmittedAdminData extends TimesheetFacts {
  recipientName: string;
  submitted: readonly string[];
}

export interface TimesheetReviewData extends TimesheetFacts {
  recipientName: string;
  /** A fresh reviewer link (holds the secret token). */
  reviewLink: string;
}

export interface TimesheetCorrectionData extends TimesheetFacts {
  recipientName: string;
  /** The contested component, in the app's words. */
  component: string;
  contestedBy: string;
  reason: string;
}

export interface TimesheetClosedData extends TimesheetFacts {
  recipientName: string;
}

/** One unsettled timesheet a reminder is about. */
export interface UnsettledTimesheet {
  timesheetId: string;
  /** The period that ended, "September 2026": the one that just did, or an earlier one still open. */
  period: string;
  project: string;
  contractorName: string;
  /** The components still open, in the app's words (Fee, Expenses, Bonus). */
  unsettled: readonly string[];
}

/** DUE_TIMESHEET_FIRST_REMINDER and DUE_TIMESHEET_AFTER_ONE_WEEK_REMINDER to the contractor (reminders cron). */
export interface DueTimesheetReminderData extends UnsettledTimesheet {
  recipientName: string;
}

/** The administrators' copy of the one-week reminder: one mail listing every timesheet reminded, each linking to the admin page. */
export interface DueTimesheetAdminCopyData {
  adminCopy: true;
  recipientName: string;
  timesheets: readonly UnsettledTimesheet[];
}

/** A webhook endpoint that failed for three days and was switched off. */
export interface WebhookEndpointDisabledData {
  recipientName: string;
  url: string;
  failingSince: string;
}
