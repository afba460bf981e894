/**
 * Runs once when the server starts. In local mode it fills the generated secrets before anything
 * reads env.ts, then opens the database so the server holds the embedded database's lock from the
 * start (and fails fast if the CLI or another server has it) and checks the storage settings. Then it starts the worker that sends
 * the mail outbox.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // Before any request: route handlers learn the socket's address only from this stamp.
  const { installPeerStamp } = await import("./server/http/stamp-peer-address");
  installPeerStamp();
  const { ensureLocalSecrets } = await import("./server/config/local-secrets");
  ensureLocalSecrets();
  const { databaseHandle } = await import("./server/db");
  await databaseHandle();
  // Storage settings (S3 credentials) are checked now rather than at the first upload.
  const { getStorage } = await import("./server/storage");
  getStorage();
  const { startMailWorker } = await import("./server/mail/mail-worker");
  startMailWorker();
}
