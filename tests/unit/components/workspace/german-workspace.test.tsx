// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ActivityPanel } from "@/components/contractor/activity/activity-panel";
import { CommentsButton } from "@/components/contractor/comments/comments-button";
import { RecordForm } from "@/components/contractor/fee/record-form";
import { RecordTable } from "@/components/contractor/fee/record-table";
import { MoneyAmount } from "@/components/money/money-amount";
import { ComponentStatusList, TimesheetStatusBadge } from "@/components/status/timesheet-status-badges";
import { toastStore } from "@/components/ui/toast";
import { eachDayOfMonth } from "@/lib/domain/dates";
import { render } from "@/tests/support/render";
import { timesheet } from "./timesheet-fixture";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toastStore.dismiss();
});

const detail = timesheet();

function answer(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

function renderForm(locale: string, frequency: "DAILY" | "HOURLY" = "DAILY") {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RecordForm
        timesheetId={detail.id}
        dates={["2026-10-07"]}
        frequency={frequency}
        frequencies={[frequency]}
        onFrequencyChange={vi.fn()}
        engagements={detail.engagements}
        monthDays={eachDayOfMonth(2026, 10)}
        onSaved={vi.fn()}
      />
    </QueryClientProvider>,
    { locale },
  );
}

const saved = { data: { records: [], timesheet: { id: detail.id, status: "DUE", feeStatus: "DUE", expensesStatus: "ELIGIBLE", bonusStatus: "NOT_ELIGIBLE", version: 4 } } };

describe("the contractor's workspace in German", () => {
  it("logs work in German and sends the API the canonical decimal for '0,5'", async () => {
    const fetch = answer(200, saved);
    renderForm("de-DE");
    expect(screen.getByRole("heading", { name: "Arbeit erfassen" })).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Tätigkeit"), { target: { value: "Relaisprüfung" } });
    fireEvent.change(screen.getByLabelText("Ansprechpartner"), { target: { value: "Betrieb" } });
    fireEvent.change(screen.getByLabelText("Zeit (Tage, 1 oder ein Bruchteil)"), { target: { value: "0,5" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Eintrag hinzufügen" }));
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect((JSON.parse(init.body as string) as { records: { timeAmount: string }[] }).records[0]?.timeAmount).toBe("0.5");
  });

  it("refuses text that is no number, without sending it", async () => {
    const fetch = answer(200, saved);
    renderForm("de-DE");
    fireEvent.change(screen.getByLabelText("Tätigkeit"), { target: { value: "Relaisprüfung" } });
    fireEvent.change(screen.getByLabelText("Zeit (Tage, 1 oder ein Bruchteil)"), { target: { value: "ein halber" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Eintrag hinzufügen" }));
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("keeps English as it was: '0.5' is sent as typed", async () => {
    const fetch = answer(200, saved);
    renderForm("en-GB");
    fireEvent.change(screen.getByLabelText("Work summary"), { target: { value: "Relay settings review" } });
    fireEvent.change(screen.getByLabelText("Time (days, 1 or a fraction)"), { target: { value: "0.5" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Add record" }));
    });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect((JSON.parse(init.body as string) as { records: { timeAmount: string }[] }).records[0]?.timeAmount).toBe("0.5");
  });

  it("shows amounts, statuses and the records table in German formats", () => {
    render(
      <>
        <MoneyAmount amount="1234.56" currency="EUR" />
        <TimesheetStatusBadge status="SUBMITTED" />
        <ComponentStatusList feeStatus="PREPARED" expensesStatus="CONTESTED" bonusStatus="NOT_ELIGIBLE" />
      </>,
      { locale: "de-DE" },
    );
    expect(screen.getByText("1.234,56 €")).toBeTruthy();
    expect(screen.getByText("Eingereicht")).toBeTruthy();
    expect(screen.getByText("Honorar")).toBeTruthy();
    expect(screen.getByText("Vorbereitet")).toBeTruthy();
    expect(screen.getByText("Beanstandet")).toBeTruthy();
  });

  it("names the records' columns and the month in German", () => {
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <RecordTable timesheet={detail} editable onUpdate={vi.fn()} onDelete={vi.fn()} />
      </QueryClientProvider>,
      { locale: "de-DE" },
    );
    expect(screen.getByRole("columnheader", { name: /Tätigkeit/ })).toBeTruthy();
    expect(screen.getByText(/^Im Oktober 2026 erfasste Arbeit$/)).toBeTruthy();
  });

  it("names the activity and the comments in German", () => {
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <CommentsButton timesheet={detail} />
        <ActivityPanel timesheet={{ ...detail, activity: [] }} />
      </QueryClientProvider>,
      { locale: "de-DE" },
    );
    expect(screen.getByRole("button", { name: "Kommentare" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Aktivität" })).toBeTruthy();
    expect(screen.getByText("Noch keine Aktivität")).toBeTruthy();
  });
});
