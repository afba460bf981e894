// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { render } from "@/tests/support/render";
import { afterEach, describe, expect, it } from "vitest";
import { DesktopOnly } from "@/components/shell/desktop-only";
import { MobileBlocker } from "@/components/shell/mobile-blocker";

afterEach(cleanup);

describe("desktop-only layout", () => {
  it("shows the spec's message, only below md", () => {
    render(<MobileBlocker />);
    const blocker = screen.getByTestId("mobile-blocker");
    expect(blocker.textContent).toContain("This product is not available on mobile yet.");
    expect(blocker.className.split(" ")).toContain("md:hidden");
  });

  it("hides the app below md with CSS only", () => {
    render(
      <DesktopOnly>
        <p>App</p>
      </DesktopOnly>,
    );
    const classes = screen.getByTestId("desktop-content").className.split(" ");
    expect(classes).toContain("hidden");
    expect(classes).toContain("md:flex");
  });
});

describe("desktop-only layout in German", () => {
  it("says the spec's message in German under de-DE", () => {
    render(<MobileBlocker />, { locale: "de-DE" });
    expect(screen.getByTestId("mobile-blocker").textContent).toContain("Dieses Produkt ist auf Mobilgeräten noch nicht verfügbar.");
  });
});
