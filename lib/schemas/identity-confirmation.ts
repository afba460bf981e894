import { z } from "zod";
import { isoTimestamp } from "./common";

/** How long a re-entered password opens what needs a fresh confirmation (the backup download). */
export const IDENTITY_CONFIRMATION_SECONDS = 5 * 60;

export const confirmPasswordBody = z.object({ password: z.string().min(1, "Enter your password.").max(1024) });
export type ConfirmPasswordBody = z.infer<typeof confirmPasswordBody>;

export const identityConfirmation = z.object({ confirmedUntil: isoTimestamp });
export type IdentityConfirmation = z.infer<typeof identityConfirmation>;

export const WRONG_CONFIRMATION_PASSWORD_MESSAGE = "That is not your password.";
export const BACKUP_NEEDS_CONFIRMATION_MESSAGE =
  "A backup holds every person's data: enter your password again first (POST /api/user/confirm-password), or use the deployment's ADMIN_API_KEY.";
export const BACKUP_NOT_WITH_SETTINGS_KEY_MESSAGE = "A backup is taken with the deployment's ADMIN_API_KEY or by a signed-in administrator, not with an API key made in Settings.";
