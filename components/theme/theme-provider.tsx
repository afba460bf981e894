"use client";

import { ThemeProvider as NextThemesProvider } from "next-themes";
import type { ReactNode } from "react";

/** Spec points 1 and 9: theme kept in local storage under "theme", default dark. */
export const THEME_STORAGE_KEY = "theme";
export const DEFAULT_THEME = "dark";

// React 19 warns about <script> rendered on the client; the theme script only needs to
// run from the server HTML, so the client copy is inert (the mismatch is suppressed).
const scriptProps = { type: typeof window === "undefined" ? "text/javascript" : "text/plain" };

export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <NextThemesProvider
      storageKey={THEME_STORAGE_KEY}
      attribute="class"
      defaultTheme={DEFAULT_THEME}
      enableSystem
      disableTransitionOnChange
      scriptProps={scriptProps}
    >
      {children}
    </NextThemesProvider>
  );
}
