import { TriangleAlert } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";

export const ERROR_HEADING = "Oops! An error occurred.";
export const REDACTED_SERVER_ERROR_MESSAGE =
  "The server could not display this page. Try again, or quote the reference below if it keeps happening.";

// In production React replaces a server render error's message with a generic one (error #441).
const REDACTED = /Minified React error #441|error occurred in the Server Components render/;

/** The message to show for whatever was thrown (a thrown value need not be an Error). */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) {
    return REDACTED.test(error.message) ? REDACTED_SERVER_ERROR_MESSAGE : error.message;
  }
  if (typeof error === "string" && error) return error;
  if (typeof error === "object" && error !== null && "message" in error && typeof error.message === "string" && error.message) {
    return error.message;
  }
  return "Something went wrong.";
}

export interface ErrorPageProps {
  error: unknown;
  /** Optional "Try again" (Next's retry for the failed segment). */
  onRetry?: () => void;
}

/** Spec point 2: the error page shown for any render error. */
export function ErrorPage({ error, onRetry }: ErrorPageProps) {
  const digest =
    typeof error === "object" && error !== null && "digest" in error && typeof error.digest === "string"
      ? error.digest
      : undefined;
  return (
    <div data-testid="error-page" className="flex min-h-dvh w-full flex-col items-center justify-center gap-4 p-8 text-center">
      <TriangleAlert aria-hidden="true" className="size-8 text-destructive" />
      <h1 className="text-xl font-semibold">{ERROR_HEADING}</h1>
      <p data-testid="error-message" className="max-w-lg break-words text-sm text-muted-foreground">
        {errorMessage(error)}
      </p>
      {digest ? <p className="font-mono text-xs text-muted-foreground">Reference: {digest}</p> : null}
      <div className="flex gap-2">
        {/* A full page load on purpose: after a render error (or in global-error, with the root
            layout gone) start again from fresh state rather than a client-side navigation. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/" className={buttonVariants()}>
          Go back to Homepage
        </a>
        {onRetry ? (
          <button type="button" onClick={onRetry} className={buttonVariants({ variant: "outline" })}>
            Try again
          </button>
        ) : null}
      </div>
    </div>
  );
}
