import type { ReactNode } from "react";

/** The app itself: hidden (display: none) below the md breakpoint, where MobileBlocker shows. */
export function DesktopOnly({ children }: { children: ReactNode }) {
  return (
    <div data-testid="desktop-content" className="hidden min-h-dvh flex-col md:flex">
      {children}
    </div>
  );
}
