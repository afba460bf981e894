/**
 * Runs once when the server starts. In the Node.js runtime it takes the embedded database's lock
 * from the start, checks the database, its schema and the storage settings, and starts the worker
 * that sends the mail outbox; when any of that fails the process exits with status 1
 * (server/startup.ts).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // Before any request: route handlers learn the socket's address only from this stamp.
  const { installPeerStamp } = await import("./server/http/stamp-peer-address");
  installPeerStamp();
  const { startServer } = await import("./server/startup");
  await startServer();
}
