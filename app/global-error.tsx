"use client";

import { GeistSans } from "geist/font/sans";
import { captureException } from "@sentry/nextjs";
import { useEffect } from "react";
import { ErrorPage } from "@/components/shell/error-page";
import "./globals.css";

/** Dark by default like the app, unless the stored theme ("theme" key) says otherwise. */
function applyStoredTheme() {
  try {
    let theme = localStorage.getItem("theme") ?? "dark";
    if (theme === "system") theme = matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
    document.documentElement.classList.toggle("dark", theme === "dark");
  } catch {
    // Storage unavailable: keep the default look.
  }
}
const themeScript = `(${applyStoredTheme.toString()})()`;

/** Replaces the root layout when it fails, so it brings its own <html>, styles, font and theme. */
export default function GlobalError({ error, retry }: { error: unknown; retry?: () => void }) {
  useEffect(() => {
    console.error(error);
    // Reported only when NEXT_PUBLIC_SENTRY_DSN is set (instrumentation-client.ts); a no-op otherwise.
    captureException(error);
    // A client-side crash renders this without running the inline script below.
    applyStoredTheme();
  }, [error]);
  return (
    <html lang="en" className={GeistSans.variable} suppressHydrationWarning>
      <head>
        <title>Error · Settle</title>
        <script
          type={typeof window === "undefined" ? "text/javascript" : "text/plain"}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: themeScript }}
        />
      </head>
      <body className="min-h-dvh bg-background font-sans text-foreground antialiased">
        <ErrorPage error={error} onRetry={retry} />
      </body>
    </html>
  );
}
