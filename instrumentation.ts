/**
 * Runs once when the server starts. In the Node.js runtime server/startup.ts fills the local
 * secrets, installs the HTTP server guard, takes the embedded database's lock, checks the
 * database, its schema and the storage settings, and starts the background jobs worker; when any of that
 * fails the process exits with status 1. Nothing here may import a module that reads env.ts
 * before that: its failure would escape and leave a server answering 500.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startServer } = await import("./server/startup");
  await startServer();
}

/** Errors of pages and server components, reported when SENTRY_DSN is set (route handlers report in route()). */
export async function onRequestError(...args: Parameters<typeof import("./server/observability/report-error").reportRequestError>): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { reportRequestError } = await import("./server/observability/report-error");
  await reportRequestError(...args);
}
