import { z } from "zod";
import { isoTimestamp } from "./common";
import { keyed } from "./error-map";

/** How long a re-entered password opens what needs a fresh confirmation (the backup download). */
export const IDENTITY_CONFIRMATION_SECONDS = 5 * 60;

export const confirmPasswordBody = z.object({ password: z.string().min(1, { error: keyed("enterPassword") }).max(1024) });
export type ConfirmPasswordBody = z.infer<typeof confirmPasswordBody>;

export const identityConfirmation = z.object({ confirmedUntil: isoTimestamp });
export type IdentityConfirmation = z.infer<typeof identityConfirmation>;

