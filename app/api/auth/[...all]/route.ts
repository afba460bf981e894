import { AppError } from "@/lib/errors";
import { verifyPasskeyAuthenticationBody, verifyPasskeyRegistrationBody } from "@/lib/schemas/passkeys";
import { ssoSignInBody } from "@/lib/schemas/sso-providers";
import { disableTwoFactorBody, enableTwoFactorBody, verifyBackupCodeBody, verifyTotpBody } from "@/lib/schemas/two-factor";
import { getAuth } from "@/server/auth/auth";
import { signInWithLimit } from "@/server/auth/sign-in-limit";
import { finishSso, startSso } from "@/server/auth/sso";
import { codeStepWithLimit, disableWithCode } from "@/server/auth/two-factor-limit";
import { answersAreChecked, assertAnswerOnSchema } from "@/server/http/answer-check";
import { withClientAddress } from "@/server/http/client-address";
import { errorResponse, parseBody, withNoStore } from "@/server/http/respond";
import { assertSameOriginWrite } from "@/server/http/same-origin";
import { assertMayAddPasskey } from "@/server/services/passkeys/registration-gate";

/**
 * Of better-auth's endpoints the app uses these; the others (update-user, change-email, ...)
 * would change people behind the app's own validation and audit, so they answer 404.
 */
const OPEN = new Set([
  "GET /api/auth/get-session",
  "POST /api/auth/sign-in/email",
  "POST /api/auth/sign-out",
  "POST /api/auth/two-factor/enable",
  "POST /api/auth/two-factor/verify-totp",
  "POST /api/auth/two-factor/verify-backup-code",
  "POST /api/auth/two-factor/disable",
  "POST /api/auth/sign-in/sso",
  "GET /api/auth/passkey/generate-register-options",
  "POST /api/auth/passkey/verify-registration",
  "GET /api/auth/passkey/generate-authenticate-options",
  "POST /api/auth/passkey/verify-authentication",
]);

/** The single sign-on callback of a registered provider (its id), where the provider sends the browser back. */
const SSO_CALLBACK = /^GET \/api\/auth\/sso\/callback\/([0-9a-f-]{36})$/i;

/** Outside production the answer is checked against the document like every route()'s (answer-check.ts). */
async function handle(received: Request): Promise<Response> {
  const response = await answer(received);
  if (!answersAreChecked) return response;
  try {
    await assertAnswerOnSchema(received, response);
    return response;
  } catch (error) {
    return errorResponse(error);
  }
}

async function answer(received: Request): Promise<Response> {
  try {
    // Every way into better-auth below starts from this request: one client address for its rate limits and sessions.
    const request = withClientAddress(received);
    const { pathname } = new URL(request.url);
    const endpoint = `${request.method} ${pathname.replace(/\/+$/, "")}`;
    const callback = SSO_CALLBACK.exec(endpoint);
    if (callback?.[1]) return withNoStore(await finishSso(request, callback[1]));
    if (!OPEN.has(endpoint)) throw new AppError("NOT_FOUND", { key: "noSuchEndpoint" });
    assertSameOriginWrite(request);
    if (endpoint === "POST /api/auth/sign-in/sso") return withNoStore(await startSso(request, (await parseBody(request, ssoSignInBody)).email));
    if (endpoint === "POST /api/auth/sign-in/email") return withNoStore(await signInWithLimit(request));
    if (endpoint === "POST /api/auth/two-factor/verify-totp") return withNoStore(await codeStepWithLimit(request, verifyTotpBody));
    if (endpoint === "POST /api/auth/two-factor/verify-backup-code") return withNoStore(await codeStepWithLimit(request, verifyBackupCodeBody));
    if (endpoint === "POST /api/auth/two-factor/disable") return withNoStore(await disableWithCode(request, disableTwoFactorBody));
    // Checked here too, so a body without a password is a 400 in the app's error shape; better-auth reads the original.
    if (endpoint === "POST /api/auth/two-factor/enable") await parseBody(request.clone(), enableTwoFactorBody);
    // Listing, renaming and removing passkeys are ours (/api/user/passkeys); adding one asks for the password re-entered.
    if (endpoint === "GET /api/auth/passkey/generate-register-options") await assertMayAddPasskey(request);
    if (endpoint === "POST /api/auth/passkey/verify-registration") await parseBody(request.clone(), verifyPasskeyRegistrationBody);
    if (endpoint === "POST /api/auth/passkey/verify-authentication") await parseBody(request.clone(), verifyPasskeyAuthenticationBody);
    return withNoStore(await (await getAuth()).handler(request));
  } catch (error) {
    return errorResponse(error);
  }
}

export const GET = handle;
export const POST = handle;
export const PUT = handle;
export const PATCH = handle;
export const DELETE = handle;
