import type { Metadata } from "next";
import { headers } from "next/headers";
import { getLocale, getMessages, getTimeZone, getTranslations } from "next-intl/server";
import { GeistMono } from "geist/font/mono";
import { GeistSans } from "geist/font/sans";
import type { ReactNode } from "react";
import { CatalogueProvider } from "@/components/shell/catalogue-provider";
import { DesktopOnly } from "@/components/shell/desktop-only";
import { MobileBlocker } from "@/components/shell/mobile-blocker";
import { clientMessages } from "@/server/i18n/client-messages";
import { Providers } from "./providers";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("common.meta");
  return {
    title: { default: t("title"), template: t("titleTemplate") },
    description: t("description"),
    // Drawn by scripts/generate-icons.mjs from public/icon.svg.
    icons: {
      icon: [
        { url: "/favicon.ico", sizes: "16x16 32x32 48x48" },
        { url: "/icon.svg", type: "image/svg+xml" },
      ],
      apple: { url: "/apple-touch-icon.png", sizes: "180x180" },
    },
    manifest: "/manifest.webmanifest",
  };
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  // The CSP nonce of this response (proxy.ts); reading it renders every page per request.
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  const locale = await getLocale();
  const messages = clientMessages(await getMessages());
  const timeZone = await getTimeZone();
  return (
    <html lang={locale} suppressHydrationWarning className={`${GeistSans.variable} ${GeistMono.variable}`}>
      <body className="min-h-dvh bg-background font-sans text-foreground antialiased">
        {/* The request's catalogue (one language, what the browser renders of it) and locale reach every client component. */}
        <CatalogueProvider locale={locale} messages={messages} timeZone={timeZone}>
          <Providers nonce={nonce}>
            <MobileBlocker />
            <DesktopOnly>{children}</DesktopOnly>
          </Providers>
        </CatalogueProvider>
      </body>
    </html>
  );
}
