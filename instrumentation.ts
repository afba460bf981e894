/**
 * Runs once when the server starts. In the Node.js runtime it takes the embedded database's lock
 * from the start, checks the database, its schema and the storage settings, and starts the worker
 * that sends the mail outbox; when any of that fails the process exits with status 1
 * (server/startup.ts).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // Before any request: the socket's address stamp and the JSON 405 for methods Next cannot serve.
  const { installServerGuard } = await import("./server/http/server-guard");
  installServerGuard();
  const { startServer } = await import("./server/startup");
  await startServer();
}

/** Errors of pages and server components, reported when SENTRY_DSN is set (route handlers report in route()). */
export async function onRequestError(...args: Parameters<typeof import("./server/observability/report-error").reportRequestError>): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { reportRequestError } = await import("./server/observability/report-error");
  await reportRequestError(...args);
}
