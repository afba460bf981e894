import { z } from "zod";
import { passkeyParams, passkeyView, removedPasskey, renamePasskeyBody, verifyPasskeyAuthenticationBody, verifyPasskeyRegistrationBody } from "@/lib/schemas/passkeys";
import { inArea } from "../operation";

/**
 * Passkeys (WebAuthn): the ceremonies are better-auth's passkey plugin's (server/auth/passkeys.ts),
 * listing, renaming and removing are ours, so removal can ask for the password re-entered.
 */
export const passkeysApi = inArea("settings", {
  getPasskeyRegisterOptions: {
    method: "get",
    path: "/api/auth/passkey/generate-register-options",
    summary:
      "Adding a passkey, step one: the WebAuthn creation options (challenge, relying party, the passkeys the person holds already) and the challenge cookie. The person re-entered their password in the last 5 minutes (POST /api/user/confirm-password; otherwise 403), unless they must set up a second factor before anything else (the enrolment page).",
    tag: "Authentication",
    access: "signed-in",
    handledBy: "better-auth",
  },
  createPasskeyVerifyRegistration: {
    method: "post",
    path: "/api/auth/passkey/verify-registration",
    summary: "Adding a passkey, step two: the authenticator's answer to the challenge and the passkey's name (1 to 100 characters); the passkey is stored and answered.",
    tag: "Authentication",
    body: verifyPasskeyRegistrationBody,
    access: "signed-in",
    handledBy: "better-auth",
  },
  getPasskeyAuthenticateOptions: {
    method: "get",
    path: "/api/auth/passkey/generate-authenticate-options",
    summary: "Signing in with a passkey, step one: the WebAuthn request options (a challenge for the deployment's host) and the challenge cookie.",
    tag: "Authentication",
    access: "anyone",
    handledBy: "better-auth",
  },
  createPasskeyVerifyAuthentication: {
    method: "post",
    path: "/api/auth/passkey/verify-authentication",
    summary:
      "Signing in with a passkey, step two: the authenticator's signed answer. A passkey is two factors (the device and the PIN or biometric that unlocks it), so there is no code step; an answer without user verification is 401, a deactivated person 403. Sets the session cookie.",
    tag: "Authentication",
    body: verifyPasskeyAuthenticationBody,
    access: "anyone",
    handledBy: "better-auth",
  },
  listUserPasskeys: {
    method: "get",
    path: "/api/user/passkeys",
    summary: "The caller's own passkeys, in the order they were added: name, when added and when last used to sign in (null: never).",
    tag: "User",
    response: z.object({ data: z.array(passkeyView) }),
    access: "person",
  },
  updateUserPasskey: {
    method: "put",
    path: "/api/user/passkeys/{id}",
    summary: "Renames one of the caller's passkeys (1 to 100 characters). Another person's passkey is a 404.",
    tag: "User",
    params: passkeyParams,
    body: renamePasskeyBody,
    response: z.object({ data: passkeyView }),
    access: "person",
    id: "Passkey",
  },
  deleteUserPasskey: {
    method: "delete",
    path: "/api/user/passkeys/{id}",
    summary:
      "Removes one of the caller's passkeys: it no longer signs in. The caller re-entered their password in the last 5 minutes (POST /api/user/confirm-password; otherwise 403). Another person's passkey is a 404.",
    tag: "User",
    params: passkeyParams,
    response: z.object({ data: removedPasskey }),
    access: "person",
    id: "Passkey",
  },
});
