import "server-only";

/**
 * True when a write failed on a unique constraint (Postgres 23505), optionally a named one.
 * drizzle wraps driver errors, so the code may sit on the error or on its cause. Services check
 * for duplicates first to answer with a clear 409; this catches the race between two writers.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 3; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; constraint_name?: unknown; cause?: unknown };
    if (candidate.code === "23505") {
      const name = candidate.constraint ?? candidate.constraint_name;
      return constraint === undefined || name === undefined || name === constraint;
    }
    current = candidate.cause;
  }
  return false;
}
