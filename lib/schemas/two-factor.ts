import { z } from "zod";
import type { Role } from "@/lib/domain/reference";
import type { Refusal } from "@/lib/errors";
import { keyed } from "./error-map";

/**
 * The configuration entry that makes two-factor sign-in compulsory: "ADMIN" for administrators,
 * "ALL" for every person who signs in (administrators and contractors); no entry, none.
 */
export const REQUIRE_TWO_FACTOR_KEY = "auth.requireTwoFactorFor";
export const REQUIRE_TWO_FACTOR_VALUES = ["ADMIN", "ALL"] as const;
export type RequireTwoFactorFor = (typeof REQUIRE_TWO_FACTOR_VALUES)[number];

export const REQUIRE_TWO_FACTOR_VALUE_MESSAGE: Refusal = { key: "keyAdminAdministratorsAll", values: { key: REQUIRE_TWO_FACTOR_KEY } };

/** The stored value read as a rule, or null when it is none (an unknown value requires nothing: the API refuses to store one). */
export function readRequireTwoFactor(value: unknown): RequireTwoFactorFor | null {
  return REQUIRE_TWO_FACTOR_VALUES.find((allowed) => allowed === value) ?? null;
}

/** Whether a person of `role` must have a second factor under `rule`; service principals sign in with keys, not passwords. */
export function twoFactorRequiredFor(role: Role, rule: RequireTwoFactorFor | null): boolean {
  if (rule === "ALL") return role === "ADMIN" || role === "SUBCONTRACTOR";
  return rule === "ADMIN" && role === "ADMIN";
}


/** Where a person who must enrol is sent, whatever page they open. */
export const TWO_FACTOR_ENROL_PATH = "/account/two-factor";

export const totpCode = z.string({ error: keyed("enter6DigitCode") }).trim().regex(/^\d{6}$/, { error: keyed("enter6DigitCode") });

export const backupCode = z.string({ error: keyed("enterBackupCodesSuch") }).trim().min(1, { error: keyed("enterBackupCodesSuch") }).max(64, { error: keyed("enterBackupCodesSuch") });

export const accountPassword = z.string({ error: keyed("enterPassword") }).min(1, { error: keyed("enterPassword") }).max(1024, { error: keyed("enterPassword") });

/** POST /api/auth/two-factor/enable: better-auth asks for the password before it makes a secret. */
export const enableTwoFactorBody = z.looseObject({ password: accountPassword });

/** POST /api/auth/two-factor/verify-totp: the sign-in code step, and the enrolment's first code. */
export const verifyTotpBody = z.looseObject({ code: totpCode, trustDevice: z.boolean().optional() });

/** POST /api/auth/two-factor/verify-backup-code: the sign-in step with a backup code instead. */
export const verifyBackupCodeBody = z.looseObject({ code: backupCode, trustDevice: z.boolean().optional() });

/** POST /api/auth/two-factor/disable: the password (better-auth's check) and a current code (ours). */
export const disableTwoFactorBody = z.object({ password: accountPassword, code: totpCode });
export type DisableTwoFactorBody = z.output<typeof disableTwoFactorBody>;
