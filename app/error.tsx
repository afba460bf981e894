"use client";

import { captureException } from "@sentry/nextjs";
import { useEffect } from "react";
import { ErrorPage } from "@/components/shell/error-page";

export default function Error({ error, retry }: { error: unknown; retry?: () => void }) {
  useEffect(() => {
    console.error(error);
    // Reported only when NEXT_PUBLIC_SENTRY_DSN is set (instrumentation-client.ts); a no-op otherwise.
    captureException(error);
  }, [error]);
  return <ErrorPage error={error} onRetry={retry} />;
}
