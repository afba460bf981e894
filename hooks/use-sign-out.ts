"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast/use-toast";
import { authClient } from "@/lib/auth-client";

/** Signs out (the user menu, the command palette): the cached answers go with the session. */
export function useSignOut() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [signingOut, setSigningOut] = useState(false);
  async function signOut() {
    setSigningOut(true);
    try {
      const { error } = await authClient.signOut();
      if (error) throw new Error(error.message ?? "Sign-out failed");
      queryClient.clear();
      router.replace("/sign-in");
    } catch {
      setSigningOut(false);
      toast({ variant: "destructive", title: "Error", description: "Could not sign out. Please try again." });
    }
  }
  return { signOut, signingOut };
}
