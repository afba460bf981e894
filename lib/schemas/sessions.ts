import { z } from "zod";
import { isoTimestamp, uuid } from "./common";

/** One of the caller's sign-ins (a browser or device that holds a session cookie). */
export const sessionView = z.object({
  id: uuid,
  /** The session this request came with: ended by signing out, not from the list. */
  current: z.boolean(),
  /** "Chrome on Windows", from the browser's user agent; null when it sent none. */
  browser: z.string().nullable(),
  ipAddress: z.string().nullable(),
  createdAt: isoTimestamp,
  /** Renewed at most once a day while the session is used. */
  lastActiveAt: isoTimestamp,
  expiresAt: isoTimestamp,
});
export type SessionView = z.infer<typeof sessionView>;

export const sessionParams = z.object({ id: uuid });

export const endedSessions = z.object({ ended: z.number().int().nonnegative() });
export type EndedSessions = z.infer<typeof endedSessions>;

