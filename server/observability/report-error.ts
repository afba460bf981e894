import "server-only";
import { env } from "@/env";
import { errorReportingEnabled } from "@/lib/observability/reporting-enabled";

type Sentry = typeof import("@sentry/nextjs");

const holder = globalThis as unknown as { __settleSentry?: Promise<Sentry | null> };

/** Sentry, initialised once when SENTRY_DSN is set outside local mode; null (and never loaded) otherwise. */
export function serverSentry(): Promise<Sentry | null> {
  holder.__settleSentry ??= (async () => {
    if (!errorReportingEnabled(env.SENTRY_DSN, env.NEXT_PUBLIC_ENV)) return null;
    const Sentry = await import("@sentry/nextjs");
    const { scrubEvent } = await import("@/lib/observability/scrub-event");
    Sentry.init({
      dsn: env.SENTRY_DSN,
      environment: env.NEXT_PUBLIC_ENV,
      // No user fields, cookies, headers, query strings or bodies; beforeSend scrubs what slips through.
      dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
      tracesSampleRate: 0,
      beforeSend: (event) => scrubEvent(event),
      beforeBreadcrumb: (crumb) => (crumb.category === "http" || crumb.category === "fetch" ? null : crumb),
    });
    return Sentry;
  })();
  return holder.__settleSentry;
}

/** Reports an unexpected server error; without SENTRY_DSN nothing leaves the server. */
export async function reportError(error: unknown): Promise<void> {
  try {
    (await serverSentry())?.captureException(error);
  } catch {
    // Reporting must never turn an answer into a second failure.
  }
}

type RequestErrorArgs = Parameters<Sentry["captureRequestError"]>;

/** Next's onRequestError (pages, server components, actions): the same report, scrubbed alike. */
export async function reportRequestError(...args: RequestErrorArgs): Promise<void> {
  try {
    (await serverSentry())?.captureRequestError(...args);
  } catch {
    // As above: never a second failure.
  }
}
