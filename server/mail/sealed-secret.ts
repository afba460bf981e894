import "server-only";
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { env } from "@/env";

/**
 * A secret of a queued mail (an invitation or review token), kept in the outbox sealed with
 * AES-256-GCM under a key derived from SERVICE_KEY. The stored bodies hold `marker` where the
 * secret goes; only the sender (and the local-mode preview) opens the seal to fill it in.
 */
export interface MailSecret {
  marker: string;
  secret: string;
}

const VERSION = "v1";

function key(): Buffer {
  return createHash("sha256").update(`settle:mail-outbox:${env.SERVICE_KEY}`).digest();
}

/** A fresh marker: random, so no name or reason typed into a mail can imitate it. */
export function newSecretMarker(): string {
  return `hidden-${randomBytes(12).toString("hex")}`;
}

export function sealSecret(value: MailSecret): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), "utf8"), cipher.final()]);
  return [VERSION, iv.toString("base64url"), body.toString("base64url"), cipher.getAuthTag().toString("base64url")].join(".");
}

/** Throws when the seal was tampered with or SERVICE_KEY changed: the mail then fails, never leaks. */
export function openSecret(sealed: string): MailSecret {
  const [version, iv, body, tag] = sealed.split(".");
  if (version !== VERSION || !iv || !body || !tag) throw new Error("Unreadable sealed mail secret");
  const decipher = createDecipheriv("aes-256-gcm", key(), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  const plain = Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
  const value = JSON.parse(plain) as MailSecret;
  if (typeof value.marker !== "string" || typeof value.secret !== "string") throw new Error("Unreadable sealed mail secret");
  return value;
}

/** The bodies as sent: the marker replaced by the secret. */
export function revealSecret<T extends { subject: string; text: string; html: string | null }>(mail: T, sealed: string | null): T {
  if (!sealed) return mail;
  const { marker, secret } = openSecret(sealed);
  return {
    ...mail,
    subject: mail.subject.replaceAll(marker, secret),
    text: mail.text.replaceAll(marker, secret),
    html: mail.html === null ? null : mail.html.replaceAll(marker, secret),
  };
}
