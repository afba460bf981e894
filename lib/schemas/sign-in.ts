import { z } from "zod";
import type { Refusal } from "@/lib/errors";
import { keyed } from "./error-map";

/** What the sign-in route answers a body it cannot use with; also the schema's message, so the form shows the same words. */
export const SIGN_IN_BODY_MESSAGE: Refusal = { key: "enterEMailAddress" };

/**
 * The body of POST /api/auth/sign-in/email as the app's limit parses it (server/auth/sign-in-limit.ts)
 * before better-auth sees it; the sign-in form validates with it too. Loose: better-auth reads
 * more keys (callbackURL, rememberMe) than the limit needs.
 */
const refused = keyed(SIGN_IN_BODY_MESSAGE.key);

export const signInBody = z.looseObject({
  email: z.string({ error: refused }).trim().toLowerCase().min(1, { error: refused }).max(320, { error: refused }),
  password: z.string({ error: refused }).max(1024, { error: refused }),
});
