/**
 * operationIds derived from method and path, so an endpoint added anywhere gets a readable, stable
 * name without anyone having to remember: GET /api/timesheets is listTimesheets, GET
 * /api/timesheets/{id} getTimesheet, PUT /api/timesheets/{id}/approve-component
 * approveTimesheetComponent, PUT /api/timesheets/batch/close closeTimesheets. The names are part
 * of the API (generated clients call them): never rename one without a reason.
 */

type Method = "get" | "post" | "put" | "delete" | "patch";

/** Where the derived name reads badly; keyed by "method path". */
export const OPERATION_ID_OVERRIDES: Readonly<Record<string, string>> = {
  "post /api/auth/sign-in/email": "signInWithEmail",
  "post /api/auth/sign-in/sso": "signInWithSso",
  "post /api/auth/sign-out": "signOut",
  "get /api/billing-details": "getBillingDetails",
  "post /api/billing-details": "saveBillingDetails",
  "post /api/configurations/{id}": "saveConfiguration",
  "get /api/contractors/{id}/details": "getContractorDetails",
  "post /api/expense-records": "saveExpenseRecord",
  "get /api/mail-outbox": "listOutboxMails",
  "get /api/mail-outbox/{id}": "getOutboxMail",
  "post /api/mail-outbox/{id}/retry": "retryOutboxMail",
  "put /api/message-threads/{id}": "markMessageThreadRead",
  "post /api/projects/{id}/{action}": "runProjectAction",
  "post /api/timesheet-records": "saveTimesheetRecords",
  "post /api/timesheets/find": "searchTimesheets",
  "get /api/timesheets/find/filters": "getTimesheetSearchFilters",
  "post /api/timesheets/{id}/copy-previous-month": "copyPreviousMonthRecords",
  "get /api/user": "getCurrentUser",
  "post /api/files": "uploadFile",
  "get /api/files/{id}": "downloadFile",
  "delete /api/review-links/{id}": "revokeReviewLink",
  "get /api/timesheet-review/{id}": "getTimesheetForReview",
  "put /api/timesheet-review/{id}/approve": "approveTimesheetAsReviewer",
  "put /api/timesheet-review/{id}/contest": "contestTimesheetAsReviewer",
  "get /api/timesheet-review/{id}/files/{fileId}": "downloadFileAsReviewer",
  "put /api/user": "updateCurrentUser",
  "get /api/cron/reminders": "runRemindersFromVercelCron",
  "get /api/cron/advance-periods": "advancePeriodsFromVercelCron",
  "get /api/cron/send-mail": "sendMailFromVercelCron",
  "get /api/cron/send-webhooks": "sendWebhooksFromVercelCron",
  "post /api/webhook-endpoints/{id}/rotate-secret": "rotateWebhookEndpointSecret",
  "post /api/webhook-endpoints/{id}/test": "sendWebhookTestEvent",
  "post /api/webhook-endpoints/{id}/deliveries/{deliveryId}/resend": "resendWebhookDelivery",
  "post /api/unsubscribe": "unsubscribeWithSignedLink",
  "post /api/export-jobs": "startExportJob",
  "get /api/export-jobs": "listExportJobs",
  "get /api/export-jobs/{id}": "getExportJob",
  "get /api/export-jobs/{id}/file": "downloadExportJobFile",
  "delete /api/export-jobs/{id}": "cancelExportJob",
};

/** First words of a path segment that make it an action on the resource before it. */
const VERBS = new Set([
  "accept",
  "advance",
  "approve",
  "archive",
  "assign",
  "close",
  "contest",
  "copy",
  "export",
  "flag",
  "mark",
  "prepare",
  "remove",
  "reopen",
  "reset",
  "resend",
  "retry",
  "revoke",
  "send",
  "submit",
  "unarchive",
]);

/** Segments that group endpoints without naming a resource. */
const GROUPS = new Set(["api", "auth", "cron"]);

const pascal = (segment: string) =>
  segment
    .split(/[-_.]/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join("");

/** English singular of the last word of a resource name ("timesheet-records" to "timesheet-record"). */
export function singular(name: string): string {
  if (/(ss|us|is)$/.test(name)) return name;
  if (name.endsWith("ies")) return `${name.slice(0, -3)}y`;
  if (/(ches|shes|xes|sses)$/.test(name)) return name.slice(0, -2);
  if (name.endsWith("s")) return name.slice(0, -1);
  return name;
}

/** English plural, for a collection named in the singular ("mail-outbox" to "mail-outboxes"). */
export function plural(name: string): string {
  if (name.endsWith("s") && !/(ss|us|is)$/.test(name)) return name;
  if (/[^aeiou]y$/.test(name)) return `${name.slice(0, -1)}ies`;
  if (/(s|x|ch|sh)$/.test(name)) return `${name}es`;
  return `${name}s`;
}

const isParam = (segment: string) => segment.startsWith("{");
const verbOf = (segment: string) => segment.split("-")[0]!;

/**
 * The derived operationId of an endpoint. Resource nouns are the literal segments; each one
 * followed by a path parameter names a single item, so it is singular.
 */
export function deriveOperationId(method: Method, path: string): string {
  const segments = path.split("/").filter((s) => s && !GROUPS.has(s));
  const last = segments.at(-1) ?? "";
  const lastIsAction = !isParam(last) && VERBS.has(verbOf(last)) && segments.length >= 1;

  if (lastIsAction) {
    const before = segments.slice(0, -1);
    const batch = before.at(-1) === "batch";
    const nouns = before.filter((s) => s !== "batch");
    const names = nouns
      .map((segment, index) => {
        if (isParam(segment)) return "";
        const isLastNoun = nouns.slice(index + 1).every(isParam);
        return pascal(isLastNoun && batch ? plural(segment) : singular(segment));
      })
      .join("");
    const [verb, ...rest] = last.split("-");
    return `${verb}${names}${pascal(rest.join("-"))}`;
  }

  const endsWithParam = isParam(last);
  const literals = segments.filter((s) => !isParam(s));
  const names = literals
    .map((segment, index) => {
      const isLast = index === literals.length - 1;
      if (!isLast || endsWithParam) return pascal(singular(segment));
      return pascal(method === "post" ? singular(segment) : segment);
    })
    .join("");
  if (endsWithParam) {
    const verb = { get: "get", post: "create", put: "update", patch: "update", delete: "delete" }[method];
    return `${verb}${names}`;
  }
  // A collection named in the singular (/api/user, /api/health) is one thing: read it, not list it.
  const collectionIsSingular = singular(last) === last;
  const verb = {
    get: collectionIsSingular ? "get" : "list",
    post: "create",
    put: "update",
    patch: "update",
    delete: "delete",
  }[method];
  return `${verb}${names}`;
}

/** The operationId an endpoint is published under: the override when there is one. */
export function operationIdOf(method: Method, path: string): string {
  return OPERATION_ID_OVERRIDES[`${method} ${path}`] ?? deriveOperationId(method, path);
}
