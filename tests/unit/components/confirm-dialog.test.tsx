// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { render } from "@/tests/support/render";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

afterEach(cleanup);

function deferred() {
  let resolve!: () => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("ConfirmDialog", () => {
  it("asks first and names what it destroys", () => {
    const onConfirm = vi.fn();
    render(<ConfirmDialog subject='client "Acme"' onConfirm={onConfirm} trigger={<Button>Delete client</Button>} />);
    expect(screen.queryByRole("alertdialog")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Delete client" }));
    const dialog = screen.getByRole("alertdialog", { name: 'Delete client "Acme"?' });
    expect(dialog.textContent).toContain("This cannot be undone.");
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("stays open and busy while an async confirm runs, then closes", async () => {
    const work = deferred();
    render(<ConfirmDialog subject="the expense of 12 Mar 2025" onConfirm={() => work.promise} open />);
    const confirm = screen.getByRole("button", { name: "Delete" }) as HTMLButtonElement;
    await act(async () => {
      fireEvent.click(confirm);
    });
    expect(confirm.disabled).toBe(true);
    expect(screen.getByRole("alertdialog")).toBeTruthy();
    await act(async () => work.resolve());
    expect(confirm.disabled).toBe(false);
  });

  it("stays open when the action fails", async () => {
    const onOpenChange = vi.fn();
    render(
      <ConfirmDialog subject="record" onConfirm={() => Promise.reject(new Error("nope"))} onOpenChange={onOpenChange} open />,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    });
    expect(screen.getByRole("alertdialog")).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it("reports closing after success in controlled mode", async () => {
    const onOpenChange = vi.fn();
    render(<ConfirmDialog subject="record" actionLabel="Archive" onConfirm={vi.fn()} onOpenChange={onOpenChange} open />);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Archive" }));
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe("ConfirmDialog in German", () => {
  it("asks in German under de-DE, with the default action and warning", () => {
    render(<ConfirmDialog subject="Kunde „Acme“" onConfirm={vi.fn()} open />, { locale: "de-DE" });
    expect(screen.getByRole("alertdialog", { name: "Löschen: Kunde „Acme“?" })).toBeTruthy();
    expect(screen.getByText("Dies kann nicht rückgängig gemacht werden.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Abbrechen" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Löschen" })).toBeTruthy();
  });
});
