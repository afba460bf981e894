"use client";

import { createContext, useContext, type ReactNode } from "react";

/** The feature flags of spec point 5 as the screens see them; the server decides, the page passes them down. */
export interface Features {
  invoicing: boolean;
  expenses: boolean;
}

const FeaturesContext = createContext<Features>({ invoicing: false, expenses: false });

export function FeaturesProvider({ value, children }: { value: Features; children: ReactNode }) {
  return <FeaturesContext.Provider value={value}>{children}</FeaturesContext.Provider>;
}

export function useFeatures(): Features {
  return useContext(FeaturesContext);
}
