import { z } from "zod";
import { signInBody } from "@/lib/schemas/sign-in";
import { ssoSignInBody } from "@/lib/schemas/sso-providers";
import { disableTwoFactorBody, enableTwoFactorBody, verifyBackupCodeBody, verifyTotpBody } from "@/lib/schemas/two-factor";
import { inArea, type RouteTable } from "./operation";

/**
 * Endpoints of the foundation (sign-in and sign-out). Each resource's route table in
 * ./routes lists its own; allApiRoutes() gathers them for the OpenAPI document. The sign-in body
 * is the schema the app's sign-in limit parses before better-auth reads it.
 */
export const foundationApi = inArea("settings", {
  signInWithEmail: {
    method: "post",
    path: "/api/auth/sign-in/email",
    summary:
      "Sign in with e-mail and password; sets the session cookie and marks the browser as known for the person. Failed guesses are throttled per account and per address: past a few failures each further guess waits twice as long (5 s up to 15 min), and one sent sooner is 429 with Retry-After, unchecked. A browser known for the person has a budget of its own.",
    tag: "Authentication",
    body: signInBody,
    access: "anyone",
    handledBy: "better-auth",
  },
  signInWithSso: {
    method: "post",
    path: "/api/auth/sign-in/sso",
    summary:
      "Single sign-on: answers `{ url }`, the authorization URL of the OpenID Connect provider serving the e-mail's domain (404 when none does; 409 when its discovery document names another issuer), and sets the state and nonce cookies. The provider sends the browser back to /api/auth/sso/callback/{provider id}, which signs in a person who already exists by the e-mail the provider verified, or returns to /sign-in?sso=<reason>.",
    tag: "Authentication",
    body: ssoSignInBody,
    response: z.object({ url: z.string(), redirect: z.boolean() }),
    access: "anyone",
    handledBy: "better-auth",
  },
  signOut: { method: "post", path: "/api/auth/sign-out", summary: "Sign out; clears the session cookie.", tag: "Authentication", access: "signed-in", handledBy: "better-auth" },
  createTwoFactorEnable: {
    method: "post",
    path: "/api/auth/two-factor/enable",
    summary:
      "Two-factor sign-in, step one of enrolment: after the password check, answers the authenticator URI (shown as a QR code) and ten single-use backup codes, shown this once. Sign-in asks for a code only after the first code is verified (verify-totp). A wrong password is 400 with better-auth's `{ code, message }`.",
    tag: "Authentication",
    body: enableTwoFactorBody,
    response: z.object({ method: z.literal("totp"), totpURI: z.string(), backupCodes: z.array(z.string()) }),
    access: "signed-in",
    handledBy: "better-auth",
  },
  createTwoFactorVerifyTotp: {
    method: "post",
    path: "/api/auth/two-factor/verify-totp",
    summary:
      "The code step of sign-in (after a password sign-in answered `twoFactorRedirect`), and the first code of an enrolment. `trustDevice` skips the step in this browser for 30 days. A wrong code is 401; five wrong codes (or backup codes) lock the step like wrong passwords: 429 with Retry-After.",
    tag: "Authentication",
    body: verifyTotpBody,
    access: "anyone",
    handledBy: "better-auth",
  },
  createTwoFactorVerifyBackupCode: {
    method: "post",
    path: "/api/auth/two-factor/verify-backup-code",
    summary: "The code step of sign-in with a backup code instead of an authenticator code; each backup code works once (401 INVALID_BACKUP_CODE after). Counted with wrong codes.",
    tag: "Authentication",
    body: verifyBackupCodeBody,
    access: "anyone",
    handledBy: "better-auth",
  },
  createTwoFactorDisable: {
    method: "post",
    path: "/api/auth/two-factor/disable",
    summary: "Turns two-factor sign-in off: the password and a current code from the authenticator app, both required. A wrong code is 401 and counts towards the code step's limit (429 with Retry-After once locked); a wrong password is 400.",
    tag: "Authentication",
    body: disableTwoFactorBody,
    access: "signed-in",
    handledBy: "better-auth",
  },
} satisfies RouteTable);
