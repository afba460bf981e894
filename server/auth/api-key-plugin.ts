import "server-only";
import { apiKey } from "@better-auth/api-key";

/** Keys start so, which tells them from ADMIN_API_KEY and from other secrets in a log. */
export const API_KEY_PREFIX = "stl_";

/** A key's own limit unless its maker sets another: requests per minute. */
export const DEFAULT_KEY_REQUESTS_PER_MINUTE = 600;
export const KEY_RATE_LIMIT_WINDOW_MS = 60_000;

/**
 * better-auth's api-key plugin (@better-auth/api-key) keeps the keys (table `apikeys`): it makes
 * them, stores only their SHA-256, and on each use checks the expiry, the revocation (`enabled`),
 * the key's own rate limit and notes the use (`lastRequest`). Keys are made and checked only on
 * the server (auth.api.*): its HTTP endpoints stay closed (app/api/auth/[...all]/route.ts opens
 * only what the app uses), and it never turns a key into a session (`enableSessionForAPIKeys`
 * off), because requireActor (server/auth/actor.ts) decides what a key may do, with its scopes.
 */
export function settleApiKeys() {
  return apiKey({
    defaultPrefix: API_KEY_PREFIX,
    // Letters only (the plugin's generator): 48 of them are about 270 bits.
    defaultKeyLength: 48,
    maximumNameLength: 100,
    // The first characters, shown to tell keys apart: the prefix and eight more, as before.
    startingCharactersConfig: { shouldStore: true, charactersLength: API_KEY_PREFIX.length + 8 },
    rateLimit: { enabled: true, timeWindow: KEY_RATE_LIMIT_WINDOW_MS, maxRequests: DEFAULT_KEY_REQUESTS_PER_MINUTE },
    // The app asks for an expiry of at most a year (create-api-key.ts); it runs to the end of the
    // chosen day in the business time zone, so up to a day and some hours past 365 days.
    keyExpiration: { defaultExpiresIn: null, minExpiresIn: 0, maxExpiresIn: 368 },
    enableSessionForAPIKeys: false,
  });
}
