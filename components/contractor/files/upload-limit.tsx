"use client";

import { createContext, useContext, type ReactNode } from "react";

/**
 * The largest upload the server takes (UPLOAD_MAX_BYTES), passed down by the page that renders
 * the screens, so the browser refuses a file too large before sending a byte without keeping a
 * copy of the server's setting. Null where no page said: then only the server judges (413).
 */
const UploadLimitContext = createContext<number | null>(null);

export function UploadLimitProvider({ maxBytes, children }: { maxBytes: number; children: ReactNode }) {
  return <UploadLimitContext.Provider value={maxBytes}>{children}</UploadLimitContext.Provider>;
}

export function useUploadLimit(): number | null {
  return useContext(UploadLimitContext);
}
