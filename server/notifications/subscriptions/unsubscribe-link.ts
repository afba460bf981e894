import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "@/env";
import type { NotificationChannel } from "@/lib/domain/reference";
import { appLink } from "../templates/mail-builder";

/** HMAC-SHA256 with the service key over person and channel: a link cannot be made for anyone else. */
export function unsubscribeSignature(userId: string, channel: NotificationChannel): string {
  return createHmac("sha256", env.SERVICE_KEY).update(`unsubscribe\n${userId}\n${channel}`).digest("base64url");
}

export function isValidUnsubscribeSignature(userId: string, channel: NotificationChannel, signature: string): boolean {
  const expected = Buffer.from(unsubscribeSignature(userId, channel));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The link in every optional mail; its page asks first, and only its POST unsubscribes. */
export function unsubscribeLink(userId: string, channel: NotificationChannel): string {
  const query = new URLSearchParams({ user: userId, channel, signature: unsubscribeSignature(userId, channel) });
  return appLink(`/unsubscribe?${query.toString()}`);
}
