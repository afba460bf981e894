// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { render } from "@/tests/support/render";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RecordForm } from "@/components/contractor/fee/record-form";
import { toastStore } from "@/components/ui/toast";
import { eachDayOfMonth } from "@/lib/domain/dates";
import { timesheet } from "./timesheet-fixture";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toastStore.dismiss();
});

const detail = timesheet();

function renderForm(dates: string[], onSaved = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RecordForm
        timesheetId={detail.id}
        dates={dates}
        frequency="DAILY"
        frequencies={["DAILY"]}
        onFrequencyChange={vi.fn()}
        engagements={detail.engagements}
        monthDays={eachDayOfMonth(2026, 10)}
        onSaved={onSaved}
      />
    </QueryClientProvider>,
  );
  return onSaved;
}

function answer(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

async function fillAndSubmit(summary: string) {
  fireEvent.change(screen.getByLabelText("Work summary"), { target: { value: summary } });
  fireEvent.change(screen.getByLabelText("Counterpart"), { target: { value: "Operations team" } });
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: /^Add/ }));
  });
}

describe("RecordForm", () => {
  it("creates one record per picked day in one request", async () => {
    const fetch = answer(200, { data: { records: [], timesheet: { id: detail.id, status: "DUE", feeStatus: "DUE", expensesStatus: "ELIGIBLE", bonusStatus: "NOT_ELIGIBLE", version: 4 } } });
    const onSaved = renderForm(["2026-10-07", "2026-10-08"]);
    expect(screen.getByRole("button", { name: "Add 2 records" })).toBeTruthy();
    await fillAndSubmit("Relay settings review");
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/timesheet-records");
    expect(JSON.parse(init.body as string)).toEqual({
      timesheetId: detail.id,
      records: ["2026-10-07", "2026-10-08"].map((date) => ({
        date,
        frequency: "DAILY",
        workSummary: "Relay settings review",
        counterPart: "Operations team",
        timeAmount: "1",
        timeUnit: "DAYS",
      })),
    });
    expect(onSaved).toHaveBeenCalled();
    expect((screen.getByLabelText("Work summary") as HTMLTextAreaElement).value).toBe("");
  });

  it("keeps a summary typed while the save was in flight, and names the saved days to the picker", async () => {
    let finish: (response: Response) => void = () => undefined;
    vi.stubGlobal("fetch", vi.fn(() => new Promise<Response>((resolve) => (finish = resolve))));
    const onSaved = renderForm(["2026-10-07"]);
    await fillAndSubmit("Relay settings review");
    // The next day's summary, typed before the save has answered.
    fireEvent.change(screen.getByLabelText("Work summary"), { target: { value: "Stakeholder interviews" } });
    const saved = { data: { records: [], timesheet: { id: detail.id, status: "DUE", feeStatus: "DUE", expensesStatus: "ELIGIBLE", bonusStatus: "NOT_ELIGIBLE", version: 4 } } };
    await act(async () => finish(new Response(JSON.stringify(saved), { status: 200, headers: { "content-type": "application/json" } })));
    expect(onSaved).toHaveBeenCalledWith(["2026-10-07"]);
    expect((screen.getByLabelText("Work summary") as HTMLTextAreaElement).value).toBe("Stakeholder interviews");
    expect((screen.getByLabelText("Counterpart") as HTMLInputElement).value).toBe("Operations team");
  });

  it("offers quick amounts of 1 and 0.5 day, and sends the one picked", async () => {
    const fetch = answer(200, { data: { records: [], timesheet: { id: detail.id, status: "DUE", feeStatus: "DUE", expensesStatus: "ELIGIBLE", bonusStatus: "NOT_ELIGIBLE", version: 4 } } });
    renderForm(["2026-10-07"]);
    const quick = screen.getByRole("group", { name: "Quick amounts" });
    expect(Array.from(quick.querySelectorAll("button")).map((b) => b.getAttribute("aria-label"))).toEqual(["1 day", "0.5 day"]);
    fireEvent.click(screen.getByRole("button", { name: "0.5 day" }));
    await fillAndSubmit("Half a day on site");
    expect(JSON.parse((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body as string).records[0]).toMatchObject({ timeAmount: "0.5", timeUnit: "DAYS" });
  });

  it("shows the spec's destructive toast on a failed create and keeps everything typed", async () => {
    answer(409, { error: { code: "CONFLICT", message: "The fee component is prepared; reset it before making changes." } });
    const onSaved = renderForm(["2026-10-07"]);
    await fillAndSubmit("Relay settings review");
    const [shown] = toastStore.getSnapshot();
    expect(shown).toMatchObject({
      title: "Error",
      description: "Failed to create timesheet records. Please refresh your browser and try again.",
      variant: "destructive",
    });
    expect(screen.getByRole("alert").textContent).toBe("The fee component is prepared; reset it before making changes.");
    expect((screen.getByLabelText("Work summary") as HTMLTextAreaElement).value).toBe("Relay settings review");
    expect((screen.getByLabelText("Counterpart") as HTMLInputElement).value).toBe("Operations team");
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("puts the server's issue of a record on the field it names, whatever the day", async () => {
    answer(400, { error: { code: "BAD_REQUEST", message: "The request is not valid.", issues: [{ path: "records.1.timeAmount", message: "2026-10-08 would have more than 24 hours; 0 h left on that day." }] } });
    renderForm(["2026-10-07", "2026-10-08"]);
    await fillAndSubmit("Relay settings review");
    const time = screen.getByLabelText("Time (days, 1 or a fraction)");
    expect(screen.getByText("08 Oct 2026 would have more than 24 hours; 0 h left on that day.").id).toBe(time.getAttribute("aria-describedby"));
    expect(time.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(time);
    expect((screen.getByLabelText("Work summary") as HTMLTextAreaElement).value).toBe("Relay settings review");
  });

  it("asks for a day and a summary before sending anything", async () => {
    const fetch = answer(200, {});
    renderForm([]);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Add record" }));
    });
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByText("Pick at least one day in the calendar.")).toBeTruthy();
    expect(screen.getByText("Describe the work.")).toBeTruthy();
  });

  it("says what the API's schema says of a time amount it would refuse, before sending anything", async () => {
    const fetch = answer(200, {});
    renderForm(["2026-10-07"]);
    fireEvent.change(screen.getByLabelText("Time (days, 1 or a fraction)"), { target: { value: "0.333" } });
    await fillAndSubmit("Relay settings review");
    expect(screen.getByText("Time amount must be a positive number with at most 2 decimals.")).toBeTruthy();
    expect(screen.getByLabelText("Time (days, 1 or a fraction)").getAttribute("aria-invalid")).toBe("true");
    fireEvent.change(screen.getByLabelText("Time (days, 1 or a fraction)"), { target: { value: "1.5" } });
    await fillAndSubmit("Relay settings review");
    expect(screen.getByText("A record in days is at most 1 day.")).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("RecordForm: hours of a day", () => {
  const HOURLY = { id: "52222222-2222-4222-8222-222222222222", frequency: "HOURLY" as const, amount: "120.00", currency: "CHF" as const };
  const engagements = [{ id: "61111111-1111-4111-8111-111111111111", startDate: "2026-01-01", endDate: null, rates: [HOURLY] }];
  const logged = [
    { date: "2026-10-05", timeAmount: "16.50", timeUnit: "HOURS" as const },
    { date: "2026-10-06", timeAmount: "4", timeUnit: "HOURS" as const },
  ];

  function renderHourly(dates: string[]) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <RecordForm timesheetId={detail.id} dates={dates} frequency="HOURLY" frequencies={["HOURLY"]} onFrequencyChange={vi.fn()}
          engagements={engagements} monthDays={eachDayOfMonth(2026, 10)} onSaved={vi.fn()} records={logged} />
      </QueryClientProvider>,
    );
  }

  it("offers quick amounts of 1, 2, 4 and 8 hours besides a typed value", () => {
    renderHourly(["2026-10-05"]);
    const quick = screen.getByRole("group", { name: "Quick amounts" });
    const buttons = Array.from(quick.querySelectorAll("button"));
    expect(buttons.map((b) => b.getAttribute("aria-label"))).toEqual(["1 hour", "2 hours", "4 hours", "8 hours"]);
    fireEvent.click(screen.getByRole("button", { name: "4 hours" }));
    expect((screen.getByLabelText("Time (hours)") as HTMLInputElement).value).toBe("4");
    expect(screen.getByRole("button", { name: "4 hours" }).getAttribute("aria-pressed")).toBe("true");
    fireEvent.change(screen.getByLabelText("Time (hours)"), { target: { value: "7.5" } });
    expect(buttons.every((b) => b.getAttribute("aria-pressed") === "false")).toBe(true);
  });

  it("says how many hours are left on the picked day", () => {
    renderHourly(["2026-10-05"]);
    expect(screen.getByText("7.5 h left on that day")).toBeTruthy();
    expect(screen.getByLabelText("Time (hours)").getAttribute("aria-describedby")).toContain("hours-left");
  });

  it("names the fullest of several picked days", () => {
    renderHourly(["2026-10-06", "2026-10-05"]);
    expect(screen.getByText("7.5 h left on 05 Oct 2026")).toBeTruthy();
  });

  it("refuses more hours than the day has left, before sending anything", async () => {
    const fetch = answer(200, {});
    renderHourly(["2026-10-05"]);
    fireEvent.change(screen.getByLabelText("Time (hours)"), { target: { value: "8" } });
    await fillAndSubmit("Pipeline monitoring");
    expect(screen.getByText("A day holds at most 24 hours: 7.5 h left on 05 Oct 2026.")).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
