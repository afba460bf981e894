/**
 * Whether errors leave this installation for Sentry: only with a DSN, and never in local mode,
 * the way spec point 1 starts its session recording only outside local (a quick start on a
 * laptop must not report to a company's project because a DSN sat in the shell).
 */
export function errorReportingEnabled(dsn: string | undefined, environment: string | undefined): dsn is string {
  return Boolean(dsn) && environment !== "local";
}
