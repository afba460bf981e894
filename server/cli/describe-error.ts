import { ZodError } from "zod";
import { AppError } from "@/lib/errors";
import { DatabaseLockedError } from "@/server/db/lock";
import { CliError } from "./args";

/** Expected failures get one clear line; anything else keeps its stack for a bug report. */
export function describeCliError(error: unknown): string {
  if (error instanceof ZodError) return `Error: ${error.issues.map((i) => i.message).join(" ")}`;
  if (error instanceof CliError || error instanceof AppError || error instanceof DatabaseLockedError) {
    return `Error: ${error.message}`;
  }
  if (error instanceof Error && error.message === "Invalid environment variables") return `Error: ${error.message} (see above).`;
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
