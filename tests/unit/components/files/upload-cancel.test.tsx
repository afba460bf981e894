// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BonusInvoiceUpload } from "@/components/contractor/bonus/bonus-invoice-upload";
import { UploadLimitProvider } from "@/components/contractor/files/upload-limit";
import { toastStore } from "@/components/ui/toast";
import { renderWithClient } from "../expenses/timesheet-fixture";

/** An upload that stops half way until it is aborted (or told to finish), to see the bar and Cancel. */
const started: SlowXhr[] = [];
class SlowXhr {
  status = 201;
  responseText = "";
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open() {}
  abort = vi.fn(() => queueMicrotask(() => this.onabort?.()));
  send(form: FormData) {
    const file = form.get("file") as File;
    started.push(this);
    this.upload.onprogress?.({ lengthComputable: true, loaded: file.size / 2, total: file.size } as ProgressEvent);
  }
}

beforeEach(() => {
  started.length = 0;
  vi.stubGlobal("XMLHttpRequest", SlowXhr);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const t of toastStore.getSnapshot()) toastStore.remove(t.id);
});

function pdf(size: number): File {
  const file = new File(["%PDF-1.4"], "bonus-invoice.pdf", { type: "application/pdf" });
  Object.defineProperty(file, "size", { value: size });
  return file;
}

describe("a single-file upload", () => {
  it("shows the bytes sent of the file's size, and Cancel stops it without a problem", async () => {
    renderWithClient(
      <UploadLimitProvider maxBytes={10 * 1024 * 1024}>
        <BonusInvoiceUpload timesheetId="11111111-1111-4111-8111-111111111111" />
      </UploadLimitProvider>,
    );
    await act(async () => fireEvent.change(screen.getByLabelText("Choose the invoice"), { target: { files: [pdf(4 * 1024 * 1024)] } }));
    const bar = screen.getByRole("progressbar", { name: "Uploading bonus-invoice.pdf" });
    expect(bar.getAttribute("aria-valuenow")).toBe("50");
    expect(bar.getAttribute("aria-valuetext")).toBe("50%, 2 MB of 4 MB");
    expect(screen.getByText(/Uploading bonus-invoice\.pdf… 2 MB of 4 MB/)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Cancel the upload of bonus-invoice.pdf" })));
    expect(started[0]!.abort).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(toastStore.getSnapshot()[0]?.title).toBe("Upload cancelled");
  });
});
