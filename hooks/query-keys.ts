/**
 * Query keys of every resource, as factories, so a mutation invalidates by prefix exactly what
 * it changed: e.g. `queryKeys.timesheets.detail(id)` after a record change, or
 * `queryKeys.timesheets.all` when statuses may show in lists too.
 */
export const queryKeys = {
  timesheets: {
    all: ["timesheets"] as const,
    list: (filters: Record<string, string | undefined> = {}) => ["timesheets", "list", filters] as const,
    detail: (id: string) => ["timesheets", "detail", id] as const,
  },
  projectEngagements: { all: ["project-engagements"] as const },
  billingPeriods: { all: ["billing-periods"] as const },
  files: {
    all: ["files"] as const,
    list: (timesheetId: string, fileType?: string) => ["files", timesheetId, fileType ?? "all"] as const,
  },
  user: { current: ["user"] as const },
  mailOutbox: { detail: (id: string) => ["mail-outbox", id] as const },
  billingDetails: { own: ["billing-details"] as const },
  /** Lists of the administrators' server-rendered screens that load more pages in the browser;
   *  every admin change (useAdminMutation) reads them again with the page. */
  admin: {
    all: ["admin"] as const,
    contractors: (q: string) => ["admin", "contractors", q] as const,
    projects: (filters: { q: string; clientId?: string; includeArchived: boolean }) => ["admin", "projects", filters] as const,
    contractor: (id: string | null) => ["admin", "contractor", id] as const,
    webhookDeliveries: (endpointId: string) => ["admin", "webhook-deliveries", endpointId] as const,
    backgroundJobs: (status: string | null) => ["admin", "background-jobs", status ?? "all"] as const,
    scheduledJobs: ["admin", "background-jobs", "scheduled"] as const,
    paymentRuns: ["admin", "payment-runs"] as const,
    paymentRunCandidates: (filters: { invoicingEntityId: string; currency?: string; period?: string }) => ["admin", "payment-run-candidates", filters] as const,
  },
  lookups: (kind: string, q: string) => ["lookups", kind, q] as const,
  /** The signed-in person's background exports (the tray); kept across pages. */
  exportJobs: { all: ["export-jobs"] as const },
};
