"use client";

import { ThemeProvider as NextThemesProvider } from "next-themes";
import type { ReactNode } from "react";

/** Spec points 1 and 9: theme kept in local storage under "theme", default dark. */
export const THEME_STORAGE_KEY = "theme";
export const DEFAULT_THEME = "dark";

// React 19 warns about <script> rendered on the client; the theme script only needs to
// run from the server HTML, so the client copy is inert (the mismatch is suppressed).
const scriptProps = { type: typeof window === "undefined" ? "text/javascript" : "text/plain" };

/** `nonce` is the page's CSP nonce, without which the browser would refuse the inline theme script. */
export function ThemeProvider({ children, nonce }: { children: ReactNode; nonce?: string }) {
  return (
    <NextThemesProvider
      storageKey={THEME_STORAGE_KEY}
      attribute="class"
      defaultTheme={DEFAULT_THEME}
      enableSystem
      disableTransitionOnChange
      scriptProps={scriptProps}
      nonce={nonce}
    >
      {children}
    </NextThemesProvider>
  );
}
