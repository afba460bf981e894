import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { env } from "@/env";

/**
 * A browser that has signed in as someone, or set their password through an invitation link, is
 * known for that person: the sign-in throttle gives it a budget of its own, so an attacker guessing
 * at the account from elsewhere cannot keep its owner out (server/auth/sign-in-limit.ts).
 */
export const KNOWN_DEVICE_COOKIE = "settle_known_device";

/** People per browser remembered; the oldest goes first. */
const MAX_ENTRIES = 5;
const MAX_AGE_SECONDS = 180 * 24 * 60 * 60;
const ENTRY = /^[\w-]{8,64}\.[\w-]{43}$/;

/** Only the server can make one: the browser's id signed with the account's e-mail. */
function signature(deviceId: string, email: string): string {
  return createHmac("sha256", env.SERVICE_KEY).update(`known-device:${deviceId}:${email}`).digest("base64url");
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The cookie's entries, `deviceId.signature` each, malformed ones left out. */
function entries(headers: Headers): string[] {
  for (const part of (headers.get("cookie") ?? "").split(";")) {
    const [name, value = ""] = part.trim().split("=", 2);
    if (name === KNOWN_DEVICE_COOKIE) return value.split("~").filter((entry) => ENTRY.test(entry)).slice(0, MAX_ENTRIES);
  }
  return [];
}

/** This browser's id for `email` when it is known for that person, else null. */
export function knownDevice(headers: Headers, email: string): string | null {
  for (const entry of entries(headers)) {
    const [deviceId = "", signed = ""] = entry.split(".");
    if (sameText(signed, signature(deviceId, email))) return deviceId;
  }
  return null;
}

/** Marks the browser of `request` as known for `email`, on the answer `response` is about to give. */
export function rememberDevice(request: Headers, response: Headers, email: string): void {
  const deviceId = knownDevice(request, email) ?? randomBytes(12).toString("base64url");
  const others = entries(request).filter((entry) => !entry.startsWith(`${deviceId}.`));
  const value = [`${deviceId}.${signature(deviceId, email)}`, ...others].slice(0, MAX_ENTRIES).join("~");
  const secure = env.DEPLOYMENT_URL.startsWith("https:") ? "; Secure" : "";
  // Only the sign-in endpoint reads it; nothing in the page can.
  response.append("set-cookie", `${KNOWN_DEVICE_COOKIE}=${value}; Path=/api/auth; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict${secure}`);
}
