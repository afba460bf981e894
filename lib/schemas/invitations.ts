import { z } from "zod";
import { isoTimestamp, uuid } from "./common";
import { keyed } from "./error-map";
import type { Refusal } from "@/lib/errors";

/** better-auth is configured with the same bounds (server/auth/auth.ts). */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

export const newPassword = z
  .string({ error: keyed("choosePassword") })
  .min(PASSWORD_MIN_LENGTH, { error: keyed("passwordNeedsLeastMin", { min: PASSWORD_MIN_LENGTH }) })
  .max(PASSWORD_MAX_LENGTH, { error: keyed("passwordMostMaxCharacters", { max: PASSWORD_MAX_LENGTH }) });

export const acceptInvitationBody = z.object({
  token: z.string({ error: keyed("invitationTokenMissing") }).trim().min(1, { error: keyed("invitationTokenMissing") }).max(200),
  password: newPassword,
});
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBody>;

/** The answer of POST /api/invitations/accept: signedIn when it also signed the person in (the session cookie is set). */
export const acceptedInvitationSchema = z.object({ email: z.string(), signedIn: z.boolean() });
export type AcceptedInvitation = z.infer<typeof acceptedInvitationSchema>;

export const INVITATION_MESSAGES = {
  unknown: { key: "invitationLinkNotValid" },
  expired: { key: "invitationLinkExpiredAsk" },
  revoked: { key: "invitationLinkWasReplaced" },
  used: { key: "invitationLinkAlreadyBeen" },
  deactivated: { key: "accountDeactivatedAskAdministrator" },
} as const satisfies Record<string, Refusal>;
export type InvitationProblem = keyof typeof INVITATION_MESSAGES;

export const INVITATION_ACCEPTED_QUERY = "invitation=accepted";

/** Where the set-password page sends the contractor: sign in, the e-mail already filled in. */
export function signInAfterInvitationHref(email: string): string {
  return `/sign-in?${INVITATION_ACCEPTED_QUERY}&${new URLSearchParams({ email }).toString()}`;
}

/** The e-mail the sign-in address names (?email=), when it is one; anything else fills in nothing. */
export function emailToPrefill(value: string | readonly string[] | undefined): string {
  const first = typeof value === "string" ? value : value?.[0];
  const parsed = z.email().max(320).safeParse(first?.trim());
  return parsed.success ? parsed.data : "";
}

export const sentInvitationSchema = z.object({
  contractorId: uuid,
  email: z.string(),
  sentAt: isoTimestamp,
  expiresAt: isoTimestamp,
});
