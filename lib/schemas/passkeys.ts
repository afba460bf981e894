import { z } from "zod";
import { isoTimestamp, uuid } from "./common";
import { keyed } from "./error-map";

export const PASSKEY_NAME_MAX = 100;

/** What the person calls a passkey ("Work laptop"), to tell several apart on the account page. */
export const passkeyName = z
  .string({ error: keyed("passkeyNameRequired") })
  .trim()
  .min(1, { error: keyed("passkeyNameRequired") })
  .max(PASSKEY_NAME_MAX, { error: keyed("passkeyNameRequired") });

/** One of the caller's passkeys: never its key or credential id, only what the account page shows. */
export const passkeyView = z.object({
  id: uuid,
  /** Null for a passkey registered without a name (through better-auth's API directly). */
  name: z.string().nullable(),
  createdAt: isoTimestamp.nullable(),
  /** When it last signed the person in; null: never. */
  lastUsedAt: isoTimestamp.nullable(),
});
export type PasskeyView = z.infer<typeof passkeyView>;

export const passkeyParams = z.object({ id: uuid });

export const renamePasskeyBody = z.object({ name: passkeyName });
export type RenamePasskeyBody = z.infer<typeof renamePasskeyBody>;

export const removedPasskey = z.object({ id: uuid });

/** POST /api/auth/passkey/verify-registration: the browser's answer and the name (ours: required, checked before better-auth reads it). */
export const verifyPasskeyRegistrationBody = z.looseObject({ response: z.record(z.string(), z.unknown()), name: passkeyName });

/** POST /api/auth/passkey/verify-authentication: the browser's signed answer to the challenge. */
export const verifyPasskeyAuthenticationBody = z.looseObject({ response: z.record(z.string(), z.unknown()) });
