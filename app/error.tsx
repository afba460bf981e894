"use client";

import { useEffect } from "react";
import { ErrorPage } from "@/components/shell/error-page";

export default function Error({ error, retry }: { error: unknown; retry?: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <ErrorPage error={error} onRetry={retry} />;
}
