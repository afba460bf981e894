import "server-only";
import { activityLogsApi } from "./routes/activity-logs";
import { billingDetailsApi } from "./routes/billing-details";
import { apiKeysApi } from "./routes/api-keys";
import { ssoProvidersApi } from "./routes/sso-providers";
import { backgroundJobsApi } from "./routes/background-jobs";
import { backupsApi } from "./routes/backups";
import { bonusApi } from "./routes/bonus";
import { clientsApi } from "./routes/clients";
import { configurationsApi } from "./routes/configurations";
import { contractorsApi } from "./routes/contractors";
import { decisionsApi } from "./routes/decisions";
import { engagementsApi } from "./routes/engagements";
import { projectEngagementsApi } from "./routes/project-engagements";
import { eventsApi } from "./routes/events";
import { expenseRecordsApi } from "./routes/expense-records";
import { exportJobsApi } from "./routes/export-jobs";
import { exportsApi } from "./routes/exports";
import { filesApi } from "./routes/files";
import { healthApi } from "./routes/health";
import { invitationsApi } from "./routes/invitations";
import { invoicesApi } from "./routes/invoices";
import { invoicingEntitiesApi } from "./routes/invoicing-entities";
import { lookupsApi } from "./routes/lookups";
import { mailOutboxApi } from "./routes/mail-outbox";
import { messagesApi } from "./routes/messages";
import { notificationsApi } from "./routes/notifications";
import { passkeysApi } from "./routes/passkeys";
import { paymentRunsApi } from "./routes/payment-runs";
import { projectsApi } from "./routes/projects";
import { reviewsApi } from "./routes/reviews";
import { sessionsApi } from "./routes/sessions";
import { timesheetRecordsApi } from "./routes/timesheet-records";
import { timesheetSearchApi } from "./routes/timesheet-search";
import { timesheetsApi } from "./routes/timesheets";
import { userApi } from "./routes/user";
import { webhookEndpointsApi } from "./routes/webhook-endpoints";
import type { ApiRoute } from "@/lib/schemas/common";
import { foundationApi } from "./api-routes";
import { publishedRoutes } from "./operation";

/** Every documented endpoint: each resource's route table (./routes) lists its endpoints over the zod shapes of lib/schemas. */
export function allApiRoutes(): ApiRoute[] {
  return publishedRoutes(
    foundationApi,
    activityLogsApi,
    billingDetailsApi,
    bonusApi,
    apiKeysApi,
    ssoProvidersApi,
    backgroundJobsApi,
    backupsApi,
    clientsApi,
    configurationsApi,
    contractorsApi,
    decisionsApi,
    projectEngagementsApi,
    engagementsApi,
    eventsApi,
    expenseRecordsApi,
    exportsApi,
    exportJobsApi,
    filesApi,
    healthApi,
    invitationsApi,
    invoicesApi,
    invoicingEntitiesApi,
    lookupsApi,
    mailOutboxApi,
    messagesApi,
    notificationsApi,
    passkeysApi,
    paymentRunsApi,
    projectsApi,
    reviewsApi,
    sessionsApi,
    timesheetRecordsApi,
    timesheetSearchApi,
    timesheetsApi,
    userApi,
    webhookEndpointsApi,
  );
}
