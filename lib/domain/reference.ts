/**
 * The closed lists of spec points 3, 4 and 9. The database CHECK constraints, the zod schemas
 * and the UI selectors are all generated from these arrays, so a value exists in one place only.
 */

export const ROLES = ["ADMIN", "SUBCONTRACTOR", "SERVICE_PRINCIPAL"] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

export const TIMESHEET_STATUSES = [
  "INITIALIZED",
  "IN_PROGRESS",
  "DUE",
  "CONTESTED",
  "SUBMITTED",
  "APPROVED",
  "CLOSED",
] as const;
export type TimesheetStatus = (typeof TIMESHEET_STATUSES)[number];

export const COMPONENT_STATUSES = [
  "ELIGIBLE",
  "NOT_ELIGIBLE",
  "IN_PROGRESS",
  "DUE",
  "PREPARED",
  "SUBMITTED",
  "NOT_SUBMITTED",
  "CONTESTED",
  "APPROVED",
] as const;
export type ComponentStatus = (typeof COMPONENT_STATUSES)[number];

/** The three settlement components; TIMESHEET is the fee. */
export const COMPONENTS = ["TIMESHEET", "EXPENSES", "BONUS"] as const;
export type Component = (typeof COMPONENTS)[number];

/** The components made of lines a reviewer can contest one by one: records (the fee) and expenses. */
export const LINE_COMPONENTS = ["TIMESHEET", "EXPENSES"] as const;
export type LineComponent = (typeof LINE_COMPONENTS)[number];

export const REVIEW_DECISIONS = ["CONTESTED", "APPROVED"] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

export const CONTRACTOR_STATUSES = ["INVITED", "REGISTERED"] as const;

export const SUBSCRIPTION_STATUSES = ["SUBSCRIBED", "UNSUBSCRIBED"] as const;

export const NOTIFICATION_TIMINGS = ["IMMEDIATE", "SCHEDULED"] as const;

export const CURRENCIES = ["USD", "EUR", "CHF", "SAR", "AED", "GBP"] as const;
export type Currency = (typeof CURRENCIES)[number];

export const TIME_UNITS = ["HOURS", "DAYS"] as const;
export type TimeUnit = (typeof TIME_UNITS)[number];

export const RATE_FREQUENCIES = ["HOURLY", "DAILY", "MONTHLY"] as const;
export type RateFrequency = (typeof RATE_FREQUENCIES)[number];

/** Upper-case weekday names, Sunday first because the week starts on Sunday (spec point 9). */
export const WEEKDAYS = [
  "SUNDAY",
  "MONDAY",
  "TUESDAY",
  "WEDNESDAY",
  "THURSDAY",
  "FRIDAY",
  "SATURDAY",
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const EXPENSE_CATEGORIES = [
  "ACCOMMODATION_AND_MEALS",
  "ADMIN_AND_LEGAL_FEES",
  "EXPENSE_BUDGET",
  "FLIGHTS",
  "GROUND_TRANSPORTATION",
  "INFRASTRUCTURE",
  "OTHER",
  "PER_DIEM",
  "TELECOMMUNICATIONS",
  "VISAS",
] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

export const PARTY_TYPES = ["PERSON", "ENTITY"] as const;

export const FILE_TYPES = ["FEE_INVOICE", "BONUS_INVOICE", "EXPENSE_INVOICE", "EXPENSE_RECEIPT"] as const;
export type FileType = (typeof FILE_TYPES)[number];

export const INVOICE_KINDS = ["TIMESHEET", "EXPENSES", "BONUS"] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** An invoice is ISSUED when generated, IN_PAYMENT_RUN while a payment run holds it, PAID once the run is confirmed. */
export const INVOICE_STATUSES = ["ISSUED", "IN_PAYMENT_RUN", "PAID"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** A payment run is CREATED with its file, then EXECUTED (the bank paid it) or CANCELLED (its invoices return). */
export const PAYMENT_RUN_STATUSES = ["CREATED", "EXECUTED", "CANCELLED"] as const;
export type PaymentRunStatus = (typeof PAYMENT_RUN_STATUSES)[number];

export const NOTIFICATION_TYPES = [
  "DUE_TIMESHEET_FIRST_REMINDER",
  "DUE_TIMESHEET_AFTER_ONE_WEEK_REMINDER",
  "TIMESHEET_CORRECTION",
  "TIMESHEET_SUBMITTED_CONTRACTOR",
  "TIMESHEET_REVIEW",
  "TIMESHEET_SUBMITTED_ADMIN",
  "TIMESHEET_CLOSED",
  "NEW_ENGAGEMENT",
  "NEW_USER",
  "WEBHOOK_ENDPOINT_DISABLED",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** What the outbox calls a mail: its notification type, or the daily digest, or a subscribed channel's mail. */
export const MAIL_KINDS = [...NOTIFICATION_TYPES, "DAILY_DIGEST", "CHANNEL_EVENT"] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export const NOTIFICATION_CHANNELS = ["BILLING_DETAILS", "TIMESHEET_APPROVED", "INVOICE_EMAIL"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const AUDIT_ACTIONS = ["INSERT", "UPDATE", "DELETE"] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDITED_ENTITY_TYPES = ["timesheet", "timesheet_record"] as const;
export type AuditedEntityType = (typeof AUDITED_ENTITY_TYPES)[number];

export const MAIL_STATUSES = ["PENDING", "SENT", "FAILED"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
