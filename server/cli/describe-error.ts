import { ZodError } from "zod";
import { AppError } from "@/lib/errors";
import { describeDatabaseError } from "@/server/db/startup-errors";
import { CliError } from "./args";

/** Expected failures get one clear line; anything else keeps its stack for a bug report. */
export function describeCliError(error: unknown, databaseUrl = process.env.DATABASE_URL): string {
  if (error instanceof ZodError) return `Error: ${error.issues.map((i) => i.message).join(" ")}`;
  if (error instanceof CliError || error instanceof AppError) return `Error: ${error.message}`;
  // The backup archive's and the restore's refusals are written for the operator already.
  if (error instanceof Error && (error.name === "BackupArchiveError" || error.name === "RestoreRefusedError")) return `Error: ${error.message}`;
  const database = describeDatabaseError(error, databaseUrl);
  if (database) return `Error: ${database}`;
  if (error instanceof Error && error.message === "Invalid environment variables") return `Error: ${error.message} (see above).`;
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
