import * as Sentry from "@sentry/nextjs";
import { errorReportingEnabled } from "@/lib/observability/reporting-enabled";
import { scrubEvent } from "@/lib/observability/scrub-event";

// Browser errors go to Sentry only when NEXT_PUBLIC_SENTRY_DSN was set at build time, outside local mode.
const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN;
if (errorReportingEnabled(dsn, process.env.NEXT_PUBLIC_ENV)) {
  Sentry.init({
    dsn,
    environment: process.env.NEXT_PUBLIC_ENV,
    // No user fields, cookies, headers, query strings or bodies; beforeSend scrubs what slips through.
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
    tracesSampleRate: 0,
    beforeSend: (event) => scrubEvent(event),
    // Fetch and navigation breadcrumbs carry URLs with review tokens; they are left out.
    beforeBreadcrumb: (crumb) => (["fetch", "xhr", "navigation"].includes(crumb.category ?? "") ? null : crumb),
  });
}
