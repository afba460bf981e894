import type { Logger } from "drizzle-orm/logger";

/**
 * Counts the SQL statements drizzle sends while a piece of code runs. The test database is
 * opened with `statementLogger` (tests/support/database.ts), which sees every statement of every
 * connection and transaction; outside countStatements it records nothing. Transaction control
 * (BEGIN, COMMIT) is not a statement drizzle logs, so the counts are the queries themselves.
 */
let recording: string[] | null = null;

export const statementLogger: Logger = {
  logQuery(query: string) {
    recording?.push(query);
  },
};

export interface Counted<T> {
  result: T;
  /** How many statements ran. */
  count: number;
  /** Their SQL text, in order, to say what ran when a count is off. */
  statements: string[];
}

/** Runs `work` and returns its result with the statements it sent. Calls must not overlap. */
export async function countStatements<T>(work: () => Promise<T>): Promise<Counted<T>> {
  if (recording) throw new Error("countStatements calls must not overlap");
  const statements: string[] = [];
  recording = statements;
  try {
    const result = await work();
    return { result, count: statements.length, statements };
  } finally {
    recording = null;
  }
}
