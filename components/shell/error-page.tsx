"use client";

import { TriangleAlert } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { buttonVariants } from "@/components/ui/button";
import { useRefusalText } from "@/hooks/use-refusal-text";

/** The error page's words (errors.page). */
export type ErrorPageT = ReturnType<typeof useTranslations<"errors.page">>;

// In production React replaces a server render error's message with a generic one (error #441).
const REDACTED = /Minified React error #441|error occurred in the Server Components render/;

/**
 * Errors the app raises on purpose carry a message written for people (lib/errors AppError, the
 * API client's ApiError, which holds the server's message); anything else may hold internals
 * (a TypeError, a driver's text) and is shown only by its reference.
 */
export function isIntendedError(error: unknown): error is Error {
  return error instanceof Error && (error.name === "AppError" || error.name === "ApiError") && error.message !== "";
}

/** The message to show for whatever was thrown (a thrown value need not be an Error). */
export function errorMessage(error: unknown, t: ErrorPageT): string {
  if (isIntendedError(error)) return error.message;
  if (error instanceof Error && REDACTED.test(error.message)) return t("redacted");
  return t("unexpected");
}

/** Next's digest for a server error (it is in the server's log); a new code for one in the browser. */
function referenceOf(error: unknown): string {
  if (typeof error === "object" && error !== null && "digest" in error && typeof error.digest === "string" && error.digest) return error.digest;
  return `C-${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
}

export interface ErrorPageProps {
  error: unknown;
  /** Optional "Try again" (Next's retry for the failed segment). */
  onRetry?: () => void;
}

/** Spec point 2: the error page shown for any render error. */
export function ErrorPage({ error, onRetry }: ErrorPageProps) {
  const t = useTranslations("errors.page");
  const refusalText = useRefusalText();
  // Computed once per error shown, so the code does not change while the person copies it.
  const [reference] = useState(() => (isIntendedError(error) ? undefined : referenceOf(error)));
  useEffect(() => {
    // The browser's console (and the error reporter) then hold the code the person quotes.
    if (reference) console.error(`Error reference ${reference}`);
  }, [reference]);
  return (
    <div data-testid="error-page" className="flex min-h-dvh w-full flex-col items-center justify-center gap-4 p-8 text-center">
      <TriangleAlert aria-hidden="true" className="size-8 text-destructive" />
      <h1 className="text-xl font-semibold">{t("heading")}</h1>
      <p data-testid="error-message" className="max-w-lg break-words text-sm text-muted-foreground">
        {refusalText(errorMessage(error, t))}
      </p>
      {reference ? <p className="font-mono text-xs text-muted-foreground">{t("reference", { reference })}</p> : null}
      <div className="flex gap-2">
        {/* A full page load on purpose: after a render error (or in global-error, with the root
            layout gone) start again from fresh state rather than a client-side navigation. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/" className={buttonVariants()}>
          {t("home")}
        </a>
        {onRetry ? (
          <button type="button" onClick={onRetry} className={buttonVariants({ variant: "outline" })}>
            {t("retry")}
          </button>
        ) : null}
      </div>
    </div>
  );
}
