import { twoFactorClient } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";

/** better-auth's browser client, on the same origin as the app. The sign-in form shows the code step itself (no redirect). */
export const authClient = createAuthClient({ plugins: [twoFactorClient()] });
