import "server-only";
import { AppError, type ErrorIssue, fieldIssue, issueRefusal, type Refusal } from "@/lib/errors";
import { HEALTH_PARTS, type Health, type HealthPart } from "@/lib/schemas/health";

export type HealthProbes = Record<HealthPart, () => Promise<unknown>>;

/** A probe that hangs (an unreachable server) must not hang the check: load balancers time out too. */
export const HEALTH_TIMEOUT_MS = 5_000;

class ProbeTimeout extends Error {}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ProbeTimeout()), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

function rootCause(error: unknown): unknown {
  let current = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  return current;
}

function rootMessage(error: unknown): string {
  if (error instanceof ProbeTimeout) return "no answer in time";
  const root = rootCause(error);
  return root instanceof Error ? root.message : String(root);
}

function errorCode(error: unknown): string | null {
  const code = (rootCause(error) as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : null;
}

// The endpoint needs no sign-in: reasons name the part and an error code, never hosts or messages.
function reasonOf(part: HealthPart, error: unknown, timeoutMs: number): Refusal {
  const database = part === "database";
  if (error instanceof ProbeTimeout) return { key: database ? "databaseNoAnswer" : "storageNoAnswer", values: { seconds: timeoutMs / 1000 } };
  const code = errorCode(error);
  if (!code) return { key: database ? "databaseUnreachable" : "storageUnreachable" };
  return { key: database ? "databaseUnreachableCode" : "storageUnreachableCode", values: { code } };
}

/**
 * Probes every part at once. All answering gives { database: "ok", storage: "ok" }; otherwise
 * SERVICE_UNAVAILABLE (503) with one issue per failing part, the full error in the server log.
 */
export async function checkHealth(probes: HealthProbes, timeoutMs = HEALTH_TIMEOUT_MS): Promise<Health> {
  const failures = await Promise.all(
    HEALTH_PARTS.map(async (part): Promise<ErrorIssue | null> => {
      try {
        await withTimeout(probes[part](), timeoutMs);
        return null;
      } catch (error) {
        // One line per failure: a supervisor polling during an outage must not flood the log with stacks.
        console.error(`Health check: ${part} failed: ${rootMessage(error)}`);
        return fieldIssue(part, reasonOf(part, error, timeoutMs));
      }
    }),
  );
  const issues = failures.filter((issue): issue is ErrorIssue => issue !== null);
  if (issues.length > 0) {
    throw new AppError("SERVICE_UNAVAILABLE", { key: "partsUnavailable", values: { problems: issues.map(issueRefusal) } }, issues);
  }
  return { database: "ok", storage: "ok" };
}
