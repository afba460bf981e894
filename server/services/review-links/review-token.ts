import "server-only";
import { createHash, randomBytes } from "node:crypto";

/** 32 random bytes: far beyond the 128 bits a guess would have to beat. */
const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newReviewToken(): string {
  return randomBytes(TOKEN_BYTES).toString("base64url");
}

/** Only this hash is stored, so a leaked database does not hand out working links. */
export function hashReviewToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Anything else cannot be a token we issued; it is refused before touching the database. */
export function looksLikeReviewToken(value: string): boolean {
  return TOKEN_PATTERN.test(value);
}
