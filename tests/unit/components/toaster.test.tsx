// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { render } from "@/tests/support/render";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toast/toaster";
import { TOAST_LASTING_DURATION_MS } from "@/components/ui/toast/toast-store";
import { toast, toastStore } from "@/components/ui/toast/use-toast";

afterEach(() => {
  cleanup();
  act(() => {
    for (const t of toastStore.getSnapshot()) toastStore.remove(t.id);
  });
  vi.useRealTimers();
});

describe("Toaster", () => {
  it("words the server's reason of every toast for the reader: German under de-DE, as it came in English", async () => {
    render(<Toaster />, { locale: "de-DE" });
    act(() => {
      toast({ title: "Nicht erledigt", description: "Timesheet not found.", variant: "destructive" });
    });
    expect(await screen.findByText("Stundennachweis nicht gefunden.")).toBeTruthy();
    cleanup();
    render(<Toaster />, { locale: "en-GB" });
    expect(screen.getByTestId("toast").textContent).toContain("Timesheet not found.");
  });

  it("shows only the newest toast", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "First" });
      toast({ title: "Second" });
    });
    const shown = screen.getAllByTestId("toast");
    expect(shown).toHaveLength(1);
    expect(shown[0]?.textContent).toContain("Second");
    expect(shown[0]?.getAttribute("data-variant")).toBe("default");
  });

  it("marks destructive toasts and offers a labelled close button", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Error", description: "Failed to save.", variant: "destructive" });
    });
    const shown = screen.getByTestId("toast");
    expect(shown.getAttribute("data-variant")).toBe("destructive");
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(toastStore.getSnapshot()[0]?.open).toBe(false);
  });

  it("renders an action with its alt text", () => {
    const onClick = vi.fn();
    render(<Toaster />);
    act(() => {
      toast({ title: "Record deleted", action: { label: "Undo", altText: "Undo the deletion", onClick } });
    });
    const action = screen.getByRole("button", { name: "Undo" });
    expect(action.getAttribute("data-radix-toast-announce-alt")).toBe("Undo the deletion");
    fireEvent.click(action);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("closes itself after 2 seconds", () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast({ title: "Saved" });
    });
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(toastStore.getSnapshot()[0]?.open).toBe(true);
    act(() => {
      vi.advanceTimersByTime(2);
    });
    expect(toastStore.getSnapshot()[0]?.open).toBe(false);
  });

  it("keeps an error toast, or one with an action, at least 8 seconds", () => {
    expect(TOAST_LASTING_DURATION_MS).toBeGreaterThanOrEqual(8000);
    vi.useFakeTimers();
    render(<Toaster />);
    for (const input of [
      { title: "Error", description: "Failed to save.", variant: "destructive" as const },
      { title: "Record deleted", action: { label: "Undo", altText: "Restore the record", onClick: vi.fn() } },
    ]) {
      act(() => {
        toast(input);
      });
      act(() => {
        vi.advanceTimersByTime(TOAST_LASTING_DURATION_MS - 1);
      });
      expect(toastStore.getSnapshot()[0]?.open).toBe(true);
      act(() => {
        vi.advanceTimersByTime(2);
      });
      expect(toastStore.getSnapshot()[0]?.open).toBe(false);
    }
  });

  it("pauses while the pointer is over it or the focus is in it", () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast({ title: "Record deleted", action: { label: "Undo", altText: "Restore the record", onClick: vi.fn() } });
    });
    const region = screen.getByRole("region");
    fireEvent.pointerMove(region);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(toastStore.getSnapshot()[0]?.open).toBe(true);
    fireEvent.pointerLeave(region);
    act(() => {
      screen.getByRole("button", { name: "Undo" }).focus();
    });
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(toastStore.getSnapshot()[0]?.open).toBe(true);
    act(() => {
      screen.getByRole("button", { name: "Undo" }).blur();
    });
    act(() => {
      vi.advanceTimersByTime(TOAST_LASTING_DURATION_MS);
    });
    expect(toastStore.getSnapshot()[0]?.open).toBe(false);
  });
});
