import { z } from "zod";
import { isoTimestamp, uuid } from "./common";

/** better-auth is configured with the same bounds (server/auth/auth.ts). */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

export const newPassword = z
  .string({ error: "Choose a password." })
  .min(PASSWORD_MIN_LENGTH, `The password needs at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `The password has at most ${PASSWORD_MAX_LENGTH} characters.`);

export const acceptInvitationBody = z.object({
  token: z.string({ error: "The invitation token is missing." }).trim().min(1, "The invitation token is missing.").max(200),
  password: newPassword,
});
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBody>;

/** The answer of POST /api/invitations/accept: signedIn when it also signed the person in (the session cookie is set). */
export const acceptedInvitationSchema = z.object({ email: z.string(), signedIn: z.boolean() });
export type AcceptedInvitation = z.infer<typeof acceptedInvitationSchema>;

export const INVITATION_MESSAGES = {
  unknown: "This invitation link is not valid. Check that you copied the whole link, or ask your administrator for a new invitation.",
  expired: "This invitation link has expired. Ask your administrator to send you a new invitation.",
  revoked: "This invitation link was replaced by a newer one. Use the link in the latest invitation e-mail.",
  used: "This invitation link has already been used. Sign in with your e-mail and password.",
  deactivated: "This account is deactivated. Ask your administrator if you need access.",
} as const;
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
