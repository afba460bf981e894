import "server-only";
import { createHash, randomBytes } from "node:crypto";

/** Invitation links stay valid this long. */
export const INVITATION_VALIDITY_MS = 7 * 24 * 60 * 60 * 1000;

/** Only the hash is stored, so a leaked database does not open anyone's account. */
export function hashInvitationToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** 256 random bits, URL-safe: shown once, in the e-mail. */
export function newInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashInvitationToken(token) };
}
