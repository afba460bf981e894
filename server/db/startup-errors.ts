import { DatabaseLockedError } from "./lock";

/** The server found the database older than its code: it must not serve with a stale schema. */
export class MigrationsPendingError extends Error {
  constructor(readonly pending: number) {
    super(
      `The database is missing ${pending} migration${pending === 1 ? "" : "s"} of this version of Settle. ` +
        'Run "npm run cli -- migrate" (with the server stopped when the database is embedded), then start again.',
    );
    this.name = "MigrationsPendingError";
  }
}

/** A migration did not apply; it ran in a transaction, so the database is as it was before. */
export class MigrationFailedError extends Error {
  constructor(cause: unknown) {
    super(`Applying the migrations in supabase/migrations failed: ${rootMessage(cause)}`, { cause });
    this.name = "MigrationFailedError";
  }
}

function rootCause(error: unknown): unknown {
  let current = error;
  // drizzle wraps driver errors as "Failed query: ..." with the driver's error as the cause.
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  return current;
}

function rootMessage(error: unknown): string {
  const root = rootCause(error);
  return root instanceof Error ? root.message : String(root);
}

/** host:port/database of a connection string, never its password. */
export function describeDatabaseTarget(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.hostname}${url.port ? `:${url.port}` : ""}${url.pathname}`;
  } catch {
    return "the DATABASE_URL given";
  }
}

const CONNECTION_CODES: Record<string, string> = {
  ECONNREFUSED: "nothing answers there",
  ENOTFOUND: "the host name is unknown",
  EAI_AGAIN: "the host name cannot be resolved now",
  ETIMEDOUT: "the connection timed out",
  CONNECT_TIMEOUT: "the connection timed out",
  ECONNRESET: "the connection was reset",
  EHOSTUNREACH: "the host is unreachable",
};

const SERVER_CODES: Record<string, string> = {
  "28P01": "the password was refused",
  "28000": "the user is not allowed to connect",
  "3D000": "the database does not exist",
};

/**
 * One line for the start-up failures of the database that need the operator, not a developer:
 * null for anything else (a bug, whose stack the caller keeps).
 */
export function describeDatabaseError(error: unknown, databaseUrl: string | undefined): string | null {
  if (error instanceof DatabaseLockedError || error instanceof MigrationsPendingError || error instanceof MigrationFailedError) {
    return error.message;
  }
  if (!databaseUrl) return null;
  const root = rootCause(error);
  const target = describeDatabaseTarget(databaseUrl);
  const code = (root as { code?: unknown } | null)?.code;
  if (root instanceof TypeError && code === "ERR_INVALID_URL") {
    return "DATABASE_URL is not a valid connection string (expected postgres://user:password@host:5432/database).";
  }
  if (typeof code !== "string") return null;
  const reason = CONNECTION_CODES[code] ?? SERVER_CODES[code];
  if (!reason) return null;
  return `Cannot use the PostgreSQL database at ${target}: ${reason} (${code}). Check DATABASE_URL and that the server is running.`;
}
