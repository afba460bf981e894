import "server-only";
import { activityLogsApi } from "@/lib/schemas/activity-logs";
import { billingDetailsApi } from "@/lib/schemas/billing-details";
import { bonusApi } from "@/lib/schemas/bonus";
import { clientsApi } from "@/lib/schemas/clients";
import { configurationsApi } from "@/lib/schemas/configurations";
import { contractorsApi } from "@/lib/schemas/contractors";
import { decisionsApi } from "@/lib/schemas/decisions";
import { engagementAdminApi } from "@/lib/schemas/engagement-admin";
import { engagementsApi } from "@/lib/schemas/engagements";
import { eventsApi } from "@/lib/schemas/events";
import { expenseRecordsApi } from "@/lib/schemas/expense-records";
import { exportsApi } from "@/lib/schemas/exports";
import { filesApi } from "@/lib/schemas/files";
import { healthApi } from "@/lib/schemas/health";
import { invitationsApi } from "@/lib/schemas/invitations";
import { invoicesApi } from "@/lib/schemas/invoices";
import { invoicingEntitiesApi } from "@/lib/schemas/invoicing-entities";
import { lookupsApi } from "@/lib/schemas/lookups";
import { mailApi } from "@/lib/schemas/mail";
import { messagesApi } from "@/lib/schemas/messages";
import { notificationsApi } from "@/lib/schemas/notifications";
import { projectsApi } from "@/lib/schemas/projects";
import { reviewsApi } from "@/lib/schemas/reviews";
import { timesheetRecordsApi } from "@/lib/schemas/timesheet-records";
import { timesheetSearchApi } from "@/lib/schemas/timesheet-search";
import { timesheetsApi } from "@/lib/schemas/timesheets";
import { userApi } from "@/lib/schemas/user";
import type { ApiRoute } from "@/lib/schemas/common";
import { foundationApi } from "./api-routes";

/** Every documented endpoint; each resource's schema module contributes its list. */
export function allApiRoutes(): ApiRoute[] {
  return [
    ...foundationApi,
    ...activityLogsApi,
    ...billingDetailsApi,
    ...bonusApi,
    ...clientsApi,
    ...configurationsApi,
    ...contractorsApi,
    ...decisionsApi,
    ...engagementAdminApi,
    ...engagementsApi,
    ...eventsApi,
    ...expenseRecordsApi,
    ...exportsApi,
    ...filesApi,
    ...healthApi,
    ...invitationsApi,
    ...invoicesApi,
    ...invoicingEntitiesApi,
    ...lookupsApi,
    ...mailApi,
    ...messagesApi,
    ...notificationsApi,
    ...projectsApi,
    ...reviewsApi,
    ...timesheetRecordsApi,
    ...timesheetSearchApi,
    ...timesheetsApi,
    ...userApi,
  ];
}
