"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { Features } from "@/lib/config/features";

export type { Features };

/**
 * The feature flags as the screens see them; the server decides, and the pages that show what
 * they switch (the contractor workspace, the admin timesheets, the review page) pass them down
 * (server/invoices/feature-flags.ts enabledFeatures). Off unless provided, as the flags are off unless set.
 */
const FeaturesContext = createContext<Features>({ invoicing: false, expenses: false });

export function FeaturesProvider({ value, children }: { value: Features; children: ReactNode }) {
  return <FeaturesContext.Provider value={value}>{children}</FeaturesContext.Provider>;
}

export function useFeatures(): Features {
  return useContext(FeaturesContext);
}
