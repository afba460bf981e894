import type { NotificationChannel } from "@/lib/domain/reference";

/** What each channel carries, in the settings dialog, the unsubscribe page and the mails. */
export const CHANNEL_LABELS: Record<NotificationChannel, string> = {
  BILLING_DETAILS: "Billing details changes",
  TIMESHEET_APPROVED: "Approved timesheets",
  INVOICE_EMAIL: "Generated invoices",
};
