import { passkeyClient } from "@better-auth/passkey/client";
import { twoFactorClient } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";

/** better-auth's browser client, on the same origin as the app. The sign-in form shows the code step itself (no redirect); passkeys run the browser's WebAuthn prompt. */
export const authClient = createAuthClient({ plugins: [twoFactorClient(), passkeyClient()] });
