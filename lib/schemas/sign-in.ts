import { z } from "zod";

/** What the sign-in route answers a body it cannot use with; also the schema's message, so the form shows the same words. */
export const SIGN_IN_BODY_MESSAGE = "Enter an e-mail address and a password.";

/**
 * The body of POST /api/auth/sign-in/email as the app's limit parses it (server/auth/sign-in-limit.ts)
 * before better-auth sees it; the sign-in form validates with it too. Loose: better-auth reads
 * more keys (callbackURL, rememberMe) than the limit needs.
 */
export const signInBody = z.looseObject({
  email: z.string({ error: SIGN_IN_BODY_MESSAGE }).trim().toLowerCase().min(1, SIGN_IN_BODY_MESSAGE).max(320, SIGN_IN_BODY_MESSAGE),
  password: z.string({ error: SIGN_IN_BODY_MESSAGE }).max(1024, SIGN_IN_BODY_MESSAGE),
});
