import "server-only";
import { getStorage } from "@/server/storage";

/**
 * Removes stored bytes once the rows that pointed at them are gone for good (after commit). A
 * failure leaves an orphaned object, which is harmless, so it is logged rather than reported.
 */
export async function deleteStoredFiles(keys: readonly string[]): Promise<void> {
  const results = await Promise.allSettled(keys.map((key) => getStorage().delete(key)));
  for (const result of results) {
    if (result.status === "rejected") console.error("Could not delete a stored file", result.reason);
  }
}
