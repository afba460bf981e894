// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NotificationSettingsDialog } from "@/components/notifications/notification-settings-dialog";
import { render } from "@/tests/support/render";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const subscriptions = [{ channel: "TIMESHEET_APPROVED", status: "UNSUBSCRIBED", timing: "SCHEDULED" }];

function renderDialog(locale?: string) {
  vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ data: subscriptions }), { status: 200, headers: { "content-type": "application/json" } })));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <NotificationSettingsDialog open onOpenChange={() => undefined} />
    </QueryClientProvider>,
    { locale },
  );
}

describe("NotificationSettingsDialog", () => {
  it("names each channel and its two choices", async () => {
    renderDialog();
    expect(screen.getByRole("heading", { name: "Notifications" })).toBeTruthy();
    const status = (await screen.findByLabelText("Approved timesheets: e-mails")) as HTMLSelectElement;
    expect(status.value).toBe("UNSUBSCRIBED");
    expect(screen.getByRole("option", { name: "Do not send them", selected: true })).toBeTruthy();
    expect((screen.getByLabelText("Approved timesheets: when") as HTMLSelectElement).disabled).toBe(true);
    expect(screen.getByRole("button", { name: "Save settings" })).toBeTruthy();
  });

  it("reads in German under de-DE", async () => {
    renderDialog("de-DE");
    expect(screen.getByRole("heading", { name: "Benachrichtigungen" })).toBeTruthy();
    expect(await screen.findByLabelText("Genehmigte Stundennachweise: E-Mails")).toBeTruthy();
    expect(screen.getByLabelText("Änderungen der Rechnungsdaten: wann")).toBeTruthy();
    expect(screen.getAllByRole("option", { name: "In einer täglichen Übersicht" }).length).toBe(3);
    expect(screen.getByRole("button", { name: "Einstellungen speichern" })).toBeTruthy();
  });
});
