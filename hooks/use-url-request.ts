"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useRef } from "react";

/**
 * Does what the address asks with `?{param}=1`, once, then takes the parameter out of the address,
 * so a reload or Back does not do it again: the command palette's "New client" and "Invite
 * contractor" open those dialogs this way, and "Log work" puts the focus on the calendar. A link
 * followed on the page already shown works too: the parameter arrives on it.
 */
export function useUrlRequest(param: string | undefined, run: () => void) {
  const params = useSearchParams();
  const pathname = usePathname();
  // Without a parameter the hook listens for nothing (an edit dialog); outside the App Router
  // (a component rendered on its own) there are no parameters.
  const asked = param !== undefined && params?.get(param) === "1";
  const latestRun = useRef(run);
  useEffect(() => {
    latestRun.current = run;
  });
  useEffect(() => {
    if (!asked || param === undefined) return;
    latestRun.current();
    const rest = new URLSearchParams(params?.toString());
    rest.delete(param);
    const query = rest.toString();
    // Not a navigation: the entry is rewritten in place (Next keeps useSearchParams in sync).
    window.history.replaceState(null, "", query ? `${pathname}?${query}` : pathname);
  }, [asked, param, params, pathname]);
}
