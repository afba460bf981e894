// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

let search = "";
vi.mock("next/navigation", () => ({ usePathname: () => "/admin/contractors", useSearchParams: () => new URLSearchParams(search) }));

const { useUrlRequest } = await import("@/hooks/use-url-request");

function Listener({ param, open }: { param: string | undefined; open: () => void }) {
  useUrlRequest(param, open);
  return null;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("useUrlRequest", () => {
  it("runs once when the address asks, and takes only its parameter out of the address", () => {
    search = "q=amara&invite=1";
    const replace = vi.spyOn(window.history, "replaceState");
    const open = vi.fn();
    const { rerender } = render(<Listener param="invite" open={open} />);
    expect(open).toHaveBeenCalledTimes(1);
    expect(replace).toHaveBeenCalledWith(null, "", "/admin/contractors?q=amara");
    search = "q=amara";
    rerender(<Listener param="invite" open={open} />);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it("leaves a clean address as the page alone", () => {
    search = "invite=1";
    const replace = vi.spyOn(window.history, "replaceState");
    render(<Listener param="invite" open={vi.fn()} />);
    expect(replace).toHaveBeenCalledWith(null, "", "/admin/contractors");
  });

  it("does nothing without the parameter, for another value, or when it listens for none", () => {
    const replace = vi.spyOn(window.history, "replaceState");
    const open = vi.fn();
    for (const [param, query] of [["invite", "q=amara"], ["invite", "invite=yes"], [undefined, "invite=1"]] as const) {
      search = query;
      render(<Listener param={param} open={open} />);
      cleanup();
    }
    expect(open).not.toHaveBeenCalled();
    expect(replace).not.toHaveBeenCalled();
  });
});
