"use client";

import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { makeQueryClient } from "@/components/providers/query-client";
import { ThemeProvider } from "@/components/theme/theme-provider";
import { Toaster } from "@/components/ui/toast/toaster";

export function Providers({ children, nonce }: { children: ReactNode; nonce?: string }) {
  // One client per browser tab (and per server render), never shared between users.
  const [queryClient] = useState(makeQueryClient);
  return (
    <ThemeProvider nonce={nonce}>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
