import "server-only";

/** Waits after the 1st, 2nd, ... 5th failed attempt; the 6th failure is final. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000, 12 * 60 * 60_000] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** When to try again after `attempts` attempts have failed, or null when it is time to give up. */
export function nextAttemptAfter(attempts: number, now: Date): Date | null {
  const delay = RETRY_DELAYS_MS[attempts - 1];
  if (attempts >= MAX_ATTEMPTS || delay === undefined) return null;
  return new Date(now.getTime() + delay);
}
