/**
 * The app's one logger, for the browser and the server: messages the spec says are "only logged"
 * (point 8) go through here, tagged, so they are found in the console or the server log by one
 * prefix and never shown to the user.
 */
type Level = "info" | "warn" | "error";

export interface LogEntry {
  level: Level;
  message: string;
  details?: Record<string, unknown>;
}

const PREFIX = "[settle]";

function write({ level, message, details }: LogEntry) {
  const line = `${PREFIX} ${message}`;
  if (details) console[level](line, details);
  else console[level](line);
}

export const logger = {
  info: (message: string, details?: Record<string, unknown>) => write({ level: "info", message, details }),
  warn: (message: string, details?: Record<string, unknown>) => write({ level: "warn", message, details }),
  error: (message: string, details?: Record<string, unknown>) => write({ level: "error", message, details }),
};

/** Spec point 8, word for word: what is logged and never shown. */
export const LOGGED_MESSAGES = {
  billingPeriodConversion: "error converting billing period",
  noProjects: "No projects found",
  noPreviousRecords: "No previous timesheet records found",
  noCurrentTimesheetId: "No current timesheet id found",
  noTimesheets: "No timesheets found",
} as const;
