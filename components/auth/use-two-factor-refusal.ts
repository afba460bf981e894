"use client";

import { useTranslations } from "next-intl";
import { AuthRefusal } from "@/hooks/use-two-factor";
import { ApiError } from "@/lib/api-client";
import { twoFactorRefusalCode } from "@/lib/two-factor-messages";

/**
 * better-auth's two-factor refusals in the reader's language: the error to throw on to the form
 * (which shows its message), the refusal re-worded from auth.twoFactor.errors when the catalogue
 * knows its code. Anything else (the app's own refusals, with the server's words) passes as it is.
 */
export function useTwoFactorRefusal(): (error: unknown) => unknown {
  const t = useTranslations("auth.twoFactor.errors");
  return (error) => {
    if (!(error instanceof AuthRefusal)) return error;
    const code = twoFactorRefusalCode(error.failure);
    return code ? new ApiError(error.status, error.code, t(`${code}`), error.issues) : error;
  };
}
