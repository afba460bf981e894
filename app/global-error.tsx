"use client";

import { GeistSans } from "geist/font/sans";
import { captureException } from "@sentry/nextjs";
import { NextIntlClientProvider, useTranslations } from "next-intl";
import { useEffect, useSyncExternalStore } from "react";
import { ErrorPage } from "@/components/shell/error-page";
import { formatLocaleFor, languageOf } from "@/lib/format/locale";
import { DEFAULT_LANGUAGE, type Language } from "@/lib/i18n/languages";
import deErrors from "@/messages/de/errors.json";
import enErrors from "@/messages/en/errors.json";
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

/**
 * The root layout (which knows the person's chosen language and holds the catalogue) is what
 * failed, so this page brings its own few words: in the browser's language, English while it is
 * rendered on the server (the browser then switches without a hydration mismatch).
 */
const ERRORS: Record<Language, { errors: typeof enErrors }> = { en: { errors: enErrors }, de: { errors: deErrors } };
const unchanging = () => () => undefined;
const browserLanguage = (): Language => languageOf(navigator.languages.join(",")) ?? DEFAULT_LANGUAGE;

function useBrowserLanguage(): Language {
  return useSyncExternalStore(unchanging, browserLanguage, () => DEFAULT_LANGUAGE);
}

function ErrorTitle() {
  const t = useTranslations("errors.page");
  return <title>{`${t("title")} · ${t("product")}`}</title>;
}

/** Replaces the root layout when it fails, so it brings its own <html>, styles, font and theme. */
export default function GlobalError({ error, retry }: { error: unknown; retry?: () => void }) {
  useEffect(() => {
    console.error(error);
    // Reported only when NEXT_PUBLIC_SENTRY_DSN is set (instrumentation-client.ts); a no-op otherwise.
    captureException(error);
    // A client-side crash renders this without running the inline script below.
    applyStoredTheme();
  }, [error]);
  const language = useBrowserLanguage();
  return (
    <NextIntlClientProvider locale={formatLocaleFor(language, null)} messages={ERRORS[language]} timeZone="UTC">
      <html lang={language} className={GeistSans.variable} suppressHydrationWarning>
        <head>
          <ErrorTitle />
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
    </NextIntlClientProvider>
  );
}
