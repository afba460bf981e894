// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, createEvent, fireEvent, screen } from "@testing-library/react";
import { render } from "@/tests/support/render";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CommentForm } from "@/components/contractor/comments/comment-form";
import { RecordForm } from "@/components/contractor/fee/record-form";
import { CharacterCount, pasteWithin } from "@/components/ui/character-count";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { eachDayOfMonth } from "@/lib/domain/dates";
import { MESSAGE_TEXT_MAX } from "@/lib/schemas/messages";
import { WORK_SUMMARY_MAX } from "@/lib/schemas/timesheet-records";
import { timesheet } from "../workspace/timesheet-fixture";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("CharacterCount", () => {
  it("shows what is used of the limit, grouped in thousands", () => {
    render(<CharacterCount id="c" length={1234} limit={2000} />);
    const count = document.getElementById("c")!;
    expect(count.textContent).toBe("1,234 / 2,000 characters");
    expect(count.className).toContain("text-muted-foreground");
  });

  it("marks a text past the limit and says by how much", () => {
    render(<CharacterCount id="c" length={2003} limit={2000} />);
    const count = document.getElementById("c")!;
    expect(count.textContent).toBe("2,003 / 2,000 characters, 3 too many");
    expect(count.className).toContain("text-destructive");
  });

  it("is shown by a text area or a text input given a limit, which then cuts nothing and is described by it", () => {
    render(
      <>
        <Textarea id="summary" value={"x".repeat(2500)} onChange={() => undefined} limit={2000} aria-describedby="summary-error" />
        <Input id="note" value="Thanks" onChange={() => undefined} limit={500} />
      </>,
    );
    const area = document.getElementById("summary") as HTMLTextAreaElement;
    expect(area.hasAttribute("maxlength")).toBe(false);
    expect(area.getAttribute("aria-describedby")).toBe("summary-error summary-count");
    expect(document.getElementById("summary-count")!.textContent).toBe("2,500 / 2,000 characters, 500 too many");
    const note = document.getElementById("note") as HTMLInputElement;
    expect(note.hasAttribute("maxlength")).toBe(false);
    expect(note.getAttribute("aria-describedby")).toBe("note-count");
    expect(document.getElementById("note-count")!.textContent).toBe("6 / 500 characters");
  });
});

describe("long text in the forms: kept whole, counted, refused with the schema's words", () => {
  it("a comment pasted past the limit is kept, counted and not sent", async () => {
    const onSend = vi.fn(async () => undefined);
    render(<CommentForm onSend={onSend} pending={false} />);
    const box = screen.getByRole("textbox", { name: "Comment" }) as HTMLTextAreaElement;
    expect(box.hasAttribute("maxlength")).toBe(false);
    expect(screen.getByText(/^0 \/ 5,000/)).toBeTruthy();
    fireEvent.change(box, { target: { value: "y".repeat(MESSAGE_TEXT_MAX + 1) } });
    expect(box.value.length).toBe(MESSAGE_TEXT_MAX + 1);
    expect(screen.getByText(/^5,001 \/ 5,000/)).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Send" }));
    });
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByText(`A message has at most ${MESSAGE_TEXT_MAX} characters.`)).toBeTruthy();
    expect(box.value.length).toBe(MESSAGE_TEXT_MAX + 1);
  });

  it("a work summary past the limit is refused before anything is sent", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    const detail = timesheet();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RecordForm timesheetId={detail.id} dates={["2026-10-07"]} frequency="DAILY" frequencies={["DAILY"]} onFrequencyChange={vi.fn()}
          engagements={detail.engagements} monthDays={eachDayOfMonth(2026, 10)} onSaved={vi.fn()} />
      </QueryClientProvider>,
    );
    const summary = screen.getByLabelText("Work summary") as HTMLTextAreaElement;
    expect(summary.hasAttribute("maxlength")).toBe(false);
    expect((screen.getByLabelText("Counterpart") as HTMLInputElement).hasAttribute("maxlength")).toBe(false);
    fireEvent.change(summary, { target: { value: "z".repeat(WORK_SUMMARY_MAX + 766) } });
    expect(screen.getByText(/^2,766 \/ 2,000/)).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: /^Add/ }));
    });
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByText(`Work summary is at most ${WORK_SUMMARY_MAX} characters.`)).toBeTruthy();
  });
});

describe("a paste past the limit is cut to fit, and the count says how much was left out", () => {
  it("pasteWithin keeps the text around the selection and cuts only the paste, never inside a surrogate pair", () => {
    expect(pasteWithin("abcd", 2, 2, "xyz", 10)).toEqual({ text: "abxyzcd", caret: 5, leftOut: 0 });
    expect(pasteWithin("abcd", 1, 3, "wxyz", 5)).toEqual({ text: "awxyd", caret: 4, leftOut: 1 });
    expect(pasteWithin("abcd", 4, 4, "x😀", 6)).toEqual({ text: "abcdx", caret: 5, leftOut: 2 });
    expect(pasteWithin("x".repeat(10), 10, 10, "more", 10)).toEqual({ text: "x".repeat(10), caret: 10, leftOut: 4 });
  });

  it("a 2 MB paste into a comment lands as the limit's worth of text, and the count says the rest was left out", () => {
    render(<CommentForm onSend={vi.fn()} pending={false} />);
    const box = screen.getByRole("textbox", { name: "Comment" }) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: "Hello " } });
    box.setSelectionRange(6, 6);
    const pasted = "p".repeat(2_000_000);
    const event = createEvent.paste(box, { clipboardData: { getData: () => pasted } });
    fireEvent(box, event);
    expect(event.defaultPrevented).toBe(true);
    expect(box.value).toBe(`Hello ${"p".repeat(MESSAGE_TEXT_MAX - 6)}`);
    expect(screen.getByRole("status").textContent).toBe(`Pasted text cut to the limit: ${new Intl.NumberFormat("en-GB").format(2_000_000 - MESSAGE_TEXT_MAX + 6)} characters left out. `);
    // The next paste that fits says nothing of the last one.
    fireEvent.change(box, { target: { value: "" } });
    fireEvent.paste(box, { clipboardData: { getData: () => "short" } });
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("a paste that fits is left to the browser", () => {
    render(<Input aria-label="Note" value="" onChange={() => undefined} limit={10} />);
    const event = createEvent.paste(screen.getByRole("textbox", { name: "Note" }), { clipboardData: { getData: () => "0123456789" } });
    fireEvent(screen.getByRole("textbox", { name: "Note" }), event);
    expect(event.defaultPrevented).toBe(false);
  });
});

describe("CharacterCount in German", () => {
  it("groups thousands and says the overflow in German under de-DE", () => {
    render(<CharacterCount id="c" length={2003} limit={2000} />, { locale: "de-DE" });
    expect(document.getElementById("c")!.textContent).toBe("2.003 / 2.000 Zeichen, 3 zu viele");
  });
});
