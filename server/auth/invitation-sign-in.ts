import "server-only";
import { AppError } from "@/lib/errors";
import { withClientAddress } from "@/server/http/client-address";
import { KNOWN_DEVICE_COOKIE } from "./known-device";
import { signInWithLimit } from "./sign-in-limit";

/** The request's cookies with `known` (name=value) in front, so it is the known-device entry read. */
function withCookie(headers: Headers, known: string): Headers {
  const others = (headers.get("cookie") ?? "")
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part !== "" && !part.startsWith(`${KNOWN_DEVICE_COOKIE}=`));
  const result = new Headers(headers);
  result.set("cookie", [known, ...others].join("; "));
  return result;
}

/**
 * The sign-in right after an invitation was accepted, sent as that browser's own
 * POST /api/auth/sign-in/email through the same throttle (signInWithLimit), so every rule of a
 * sign-in holds: the session hook (a deactivated person gets none), the two-factor step of an
 * enrolled person, an e-mail whose domain must use single sign-on. The link has just made the
 * browser known for the person (`knownDeviceCookie`, its Set-Cookie), so it signs in on the
 * browser's own budget, as the sign-in page would right after. Answers the sign-in's Set-Cookie
 * headers when it created a session; null when it did not (two-factor code step, refused,
 * throttled), and the person then signs in on the sign-in page as before.
 */
export async function signInAfterInvitation(request: Request, knownDeviceCookie: string, email: string, password: string): Promise<string[] | null> {
  // The accept request's body is read: only its address and headers go on, as the auth route hands them to better-auth.
  const headers = withCookie(withClientAddress(new Request(request.url, { headers: request.headers })).headers, knownDeviceCookie.split(";")[0] ?? "");
  headers.set("content-type", "application/json");
  headers.delete("content-length");
  const signIn = new Request(new URL("/api/auth/sign-in/email", request.url), { method: "POST", headers, body: JSON.stringify({ email, password }) });
  let answer: Response;
  try {
    answer = await signInWithLimit(signIn);
  } catch (error) {
    // Password sign-in refused for the domain (single sign-on required): the password is set, signing in is the sign-in page's.
    if (error instanceof AppError) return null;
    throw error;
  }
  if (!answer.ok) return null;
  const body = (await answer.json().catch(() => null)) as { twoFactorRedirect?: unknown } | null;
  if (body === null || body.twoFactorRedirect === true) return null;
  return answer.headers.getSetCookie();
}
