// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CommentsButton } from "@/components/contractor/comments/comments-button";
import { RecordCommentsButton } from "@/components/contractor/comments/record-comments-button";
import { queryKeys } from "@/hooks/query-keys";
import { jsonResponse, record, RECORD_ID, renderWithClient, thread, TIMESHEET_ID, timesheetDetail } from "../expenses/timesheet-fixture";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const recordThread = thread({ id: "62222222-2222-4222-8222-222222222222", timesheetRecordId: RECORD_ID, read: false });
const unreadTimesheet = () =>
  timesheetDetail({
    timesheetRecords: [{ ...record, messageThread: recordThread }],
    messageThread: thread({ read: false }),
    messageThreads: [thread({ read: false }), recordThread],
  });

function okFetch() {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => jsonResponse({ data: recordThread }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("comments", () => {
  it("counts the unread conversations of the timesheet on the header button", () => {
    renderWithClient(<CommentsButton timesheet={unreadTimesheet()} />);
    const button = screen.getByRole("button", { name: "Comments, 2 unread" });
    expect(button.textContent).toContain("2");
  });

  it("marks a record's comments as unread, and opening them marks them read with the ids the API needs", async () => {
    const fetchMock = okFetch();
    const timesheet = unreadTimesheet();
    const { client } = renderWithClient(<RecordCommentsButton timesheet={timesheet} record={timesheet.timesheetRecords[0]!} />);
    const invalidate = vi.spyOn(client, "invalidateQueries");
    const button = screen.getByRole("button", { name: "Comments on the fee record of 02 Nov 2026: 1 message, unread" });
    await act(async () => {
      fireEvent.click(button);
    });
    const dialog = screen.getByRole("dialog", { name: "Comments" });
    expect(within(dialog).getByText("Was this day on site?")).toBeTruthy();
    expect(within(dialog).getByText("Alex Morgan")).toBeTruthy();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect([url, init?.method]).toEqual([`/api/message-threads/${recordThread.id}`, "PUT"]);
    expect(JSON.parse(init?.body as string)).toEqual({ timesheetId: TIMESHEET_ID, timesheetRecordId: RECORD_ID, expenseRecordId: null });
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.timesheets.detail(TIMESHEET_ID) }));
    expect(invalidate).toHaveBeenCalledTimes(1);
  });

  it("posts with Ctrl+Enter, naming the subject and the record", async () => {
    const fetchMock = okFetch();
    const timesheet = timesheetDetail();
    renderWithClient(<RecordCommentsButton timesheet={timesheet} record={timesheet.timesheetRecords[0]!} />);
    fireEvent.click(screen.getByRole("button", { name: "Comments on the fee record of 02 Nov 2026: none yet" }));
    const box = screen.getByRole("textbox", { name: "Comment" }) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: "It was on site." } });
    await act(async () => {
      fireEvent.keyDown(box, { key: "Enter", ctrlKey: true });
    });
    await waitFor(() => expect(box.value).toBe(""));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect([url, init?.method]).toEqual(["/api/messages", "POST"]);
    expect(JSON.parse(init?.body as string)).toEqual({ subject: "TIMESHEET_RECORD", text: "It was on site.", timesheetId: TIMESHEET_ID, timesheetRecordId: RECORD_ID });
  });

  it("keeps the typed text when sending fails and shows the server's words", async () => {
    const message = "Cannot comment Timesheet Record without ID.";
    vi.stubGlobal("fetch", vi.fn(async () => jsonResponse({ error: { code: "BAD_REQUEST", message, issues: [{ path: "timesheetRecordId", message }] } }, 400)));
    const timesheet = timesheetDetail();
    renderWithClient(<RecordCommentsButton timesheet={timesheet} record={timesheet.timesheetRecords[0]!} />);
    fireEvent.click(screen.getByRole("button", { name: /^Comments on the fee record/ }));
    const box = screen.getByRole("textbox", { name: "Comment" }) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: "Please keep me" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Send" }));
    });
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(message));
    expect(box.value).toBe("Please keep me");
  });

  it("does not send an empty comment", () => {
    const fetchMock = okFetch();
    renderWithClient(<CommentsButton timesheet={timesheetDetail()} />);
    fireEvent.click(screen.getByRole("button", { name: "Comments" }));
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getByRole("alert").textContent).toBe("Write a message.");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("opens an unread record conversation from the timesheet's comments", async () => {
    okFetch();
    renderWithClient(<CommentsButton timesheet={unreadTimesheet()} />);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Comments, 2 unread" }));
    });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: /The fee record of 02 Nov 2026/ }));
    });
    expect(screen.getByRole("dialog", { name: "Comments" }).textContent).toContain("On the fee record of 02 Nov 2026.");
    expect(screen.getByRole("button", { name: "Back to the timesheet's comments" })).toBeTruthy();
  });
});
