import "server-only";
import { randomBytes } from "node:crypto";
import { openSecret, sealSecret } from "@/server/mail/sealed-secret";

/** The seal's marker: the mail outbox's AES-GCM seal (SERVICE_KEY) holds a webhook secret under this name. */
const MARKER = "webhook-signing-secret";

/** A Standard Webhooks secret: `whsec_` and the base64 of 32 random bytes. */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(32).toString("base64")}`;
}

export function sealSigningSecret(secret: string): string {
  return sealSecret({ marker: MARKER, secret });
}

/** Throws when the seal was tampered with or SERVICE_KEY changed; the delivery then fails, never leaks. */
export function openSigningSecret(sealed: string): string {
  const { marker, secret } = openSecret(sealed);
  if (marker !== MARKER) throw new Error("Unreadable sealed webhook secret");
  return secret;
}
