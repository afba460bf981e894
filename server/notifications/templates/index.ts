/**
 * Notification templates: one definition per notification type of spec point 9, rendered to a
 * subject, a plain-text body and an HTML body by the one builder in ./mail-builder.ts (every
 * value escaped there, never here).
 *
 * To add a type (the DUE_* reminders, the digest):
 *  1. Describe what the mail needs in ./data.ts (names, period name, project, Money amounts as
 *     decimal strings; secret links passed in whole, see below).
 *  2. Write `<type-in-words>.ts` exporting `xxxMail(data, language): RenderedMail` that returns
 *     `buildMail({ language, subject, recipientName, blocks, unsubscribe? })` with blocks from
 *     heading / paragraph / facts / quote / action. Every word comes from the catalogue
 *     (messages/<language>/mail.json through `translatorFor(language, "mail.<type>")`), links into
 *     the app from `appLink(path)`, amounts from `moneyText(amounts, language)`; optional mails
 *     pass `unsubscribe`.
 *  3. Add it to `NotificationData` and `templates` below; `renderNotification` then types it.
 *  4. Add its keys to messages/en/mail.json and messages/de/mail.json, and a case to
 *     tests/unit/notifications/templates.test.ts (hostile names included).
 *
 * Links holding a secret (invitation, review link) are rendered whole; `enqueueNotifications`
 * seals the secret so the stored row never holds it readable (see server/mail/sealed-secret.ts).
 */
import "server-only";
import type { NotificationType } from "@/lib/domain/reference";
import type { Language } from "@/lib/i18n/languages";
import type {
  DueTimesheetAdminCopyData,
  DueTimesheetReminderData,
  NewEngagementData,
  NewUserData,
  TimesheetClosedData,
  TimesheetCorrectionData,
  TimesheetReviewData,
  TimesheetSubmittedAdminData,
  TimesheetSubmittedContractorData,
  WebhookEndpointDisabledData,
} from "./data";
import { dueTimesheetAfterOneWeekReminderMail } from "./due-timesheet-after-one-week-reminder";
import { dueTimesheetFirstReminderMail } from "./due-timesheet-first-reminder";
import type { RenderedMail } from "./mail-builder";
import { newEngagementMail } from "./new-engagement";
import { newUserMail } from "./new-user";
import { timesheetClosedMail } from "./timesheet-closed";
import { timesheetCorrectionMail } from "./timesheet-correction";
import { timesheetReviewMail } from "./timesheet-review";
import { timesheetSubmittedAdminMail } from "./timesheet-submitted-admin";
import { timesheetSubmittedContractorMail } from "./timesheet-submitted-contractor";
import { webhookEndpointDisabledMail } from "./webhook-endpoint-disabled";

export type { RenderedMail } from "./mail-builder";
export { appLink, buildMail, escapeHtml, moneyText, type MailBlock, type MailDefinition } from "./mail-builder";
export type * from "./data";

/** The data each templated type needs. Keys are spec notification types only. */
export interface NotificationData {
  NEW_USER: NewUserData;
  NEW_ENGAGEMENT: NewEngagementData;
  TIMESHEET_SUBMITTED_CONTRACTOR: TimesheetSubmittedContractorData;
  TIMESHEET_SUBMITTED_ADMIN: TimesheetSubmittedAdminData;
  TIMESHEET_REVIEW: TimesheetReviewData;
  TIMESHEET_CORRECTION: TimesheetCorrectionData;
  TIMESHEET_CLOSED: TimesheetClosedData;
  DUE_TIMESHEET_FIRST_REMINDER: DueTimesheetReminderData;
  DUE_TIMESHEET_AFTER_ONE_WEEK_REMINDER: DueTimesheetReminderData | DueTimesheetAdminCopyData;
  WEBHOOK_ENDPOINT_DISABLED: WebhookEndpointDisabledData;
}

export type TemplatedNotificationType = keyof NotificationData & NotificationType;

const templates: { [T in TemplatedNotificationType]: (data: NotificationData[T], language: Language) => RenderedMail } = {
  NEW_USER: newUserMail,
  NEW_ENGAGEMENT: newEngagementMail,
  TIMESHEET_SUBMITTED_CONTRACTOR: timesheetSubmittedContractorMail,
  TIMESHEET_SUBMITTED_ADMIN: timesheetSubmittedAdminMail,
  TIMESHEET_REVIEW: timesheetReviewMail,
  TIMESHEET_CORRECTION: timesheetCorrectionMail,
  TIMESHEET_CLOSED: timesheetClosedMail,
  DUE_TIMESHEET_FIRST_REMINDER: dueTimesheetFirstReminderMail,
  DUE_TIMESHEET_AFTER_ONE_WEEK_REMINDER: dueTimesheetAfterOneWeekReminderMail,
  WEBHOOK_ENDPOINT_DISABLED: webhookEndpointDisabledMail,
};

/**
 * The subject and both bodies of one notification, in the recipient's language (users.locale;
 * English for null and for reviewers, who have no account).
 */
export function renderNotification<T extends TemplatedNotificationType>(type: T, data: NotificationData[T], language: Language): RenderedMail {
  const template = templates[type] as (data: NotificationData[T], language: Language) => RenderedMail;
  return template(data, language);
}
