// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubFetchEachTest } from "@/tests/support/fetch-stub";
import { ContestedNotice } from "@/components/contractor/workspace/contested-notice";
import type { MessageThread } from "@/lib/schemas/messages";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";
import { render } from "@/tests/support/render";
import { jsonResponse } from "../expenses/timesheet-fixture";
import { timesheet } from "./timesheet-fixture";

const THREAD = "81111111-1111-4111-8111-111111111111";
const REASON = "The 6 October entry is a half day.";
const reviewer = { id: "91111111-1111-4111-8111-111111111111", name: "Jonas Brandt" };
const contractor = { id: "41111111-1111-4111-8111-111111111111", name: "Amara Okafor" };

function contestedWith(messages: MessageThread["messages"], read = false): TimesheetDetail {
  const thread: MessageThread = { id: THREAD, timesheetId: "11111111-1111-4111-8111-111111111111", timesheetRecordId: null, expenseRecordId: null, read, messages };
  return timesheet({
    status: "CONTESTED",
    feeStatus: "CONTESTED",
    messageThread: thread,
    messageThreads: [thread],
    activity: [
      {
        id: "a1111111-1111-4111-8111-111111111111",
        action: "UPDATE",
        entityType: "timesheet",
        entityId: "11111111-1111-4111-8111-111111111111",
        event: "contest-component",
        actor: { userId: reviewer.id, label: reviewer.name },
        before: null,
        after: { component: "TIMESHEET", reason: REASON },
        createdAt: "2026-11-02T10:00:00.000000Z",
      },
    ],
  });
}

const fetchMock = stubFetchEachTest(async () => jsonResponse({ data: {} }));

async function show(detail: TimesheetDetail) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ContestedNotice timesheet={detail} component="TIMESHEET" />
    </QueryClientProvider>,
  );
  await act(async () => undefined);
  return fetchMock.mock.calls.map((call) => {
    const [url, init] = call as unknown as [string, RequestInit | undefined];
    return `${init?.method ?? "GET"} ${url}`;
  });
}

describe("the contested notice", () => {
  it("marks the conversation read once it shows the reason, its newest message, so the Comments badge goes", async () => {
    const calls = await show(contestedWith([{ id: "b1111111-1111-4111-8111-111111111111", user: reviewer, text: REASON, timestamp: "2026-11-02T10:00:00.000000Z" }]));
    expect(screen.getByText(REASON)).toBeTruthy();
    expect(calls).toEqual([`PUT /api/message-threads/${THREAD}`]);
  });

  it("leaves it unread when a later message, which the notice does not show, came after the reason", async () => {
    const calls = await show(
      contestedWith([
        { id: "b1111111-1111-4111-8111-111111111111", user: reviewer, text: REASON, timestamp: "2026-11-02T10:00:00.000000Z" },
        { id: "b2222222-2222-4222-8222-222222222222", user: reviewer, text: "And the taxi receipt is missing.", timestamp: "2026-11-02T10:05:00.000000Z" },
      ]),
    );
    expect(calls).toEqual([]);
  });

  it("does not mark a conversation already read", async () => {
    const calls = await show(contestedWith([{ id: "b1111111-1111-4111-8111-111111111111", user: contractor, text: REASON, timestamp: "2026-11-02T10:00:00.000000Z" }], true));
    expect(calls).toEqual([]);
  });
});
