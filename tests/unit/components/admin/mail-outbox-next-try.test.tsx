// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, screen } from "@testing-library/react";
import { render } from "@/tests/support/render";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { OutboxMail } from "@/lib/schemas/mail-outbox";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));

const { MailOutboxSection } = await import("@/components/admin/settings/mail-outbox-section");

afterEach(cleanup);

const pending: OutboxMail = {
  id: "f2222222-2222-4222-8222-222222222222",
  notificationType: "NEW_USER",
  kind: "NEW_USER",
  to: "amara@example.com",
  subject: "Your invitation",
  status: "PENDING",
  attempts: 0,
  lastError: null,
  nextAttemptAt: "2026-11-02T10:00:00.000000Z",
  sentAt: null,
  createdAt: "2026-11-02T09:00:00.000000Z",
};

function renderOutbox(smtpConfigured: boolean, locale?: string, mails: OutboxMail[] = [pending]) {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <MailOutboxSection mails={mails} total={1} status={null} smtpConfigured={smtpConfigured} timeZone="UTC" />
    </QueryClientProvider>,
    { locale },
  );
}

describe("The outbox's next try", () => {
  it("promises no next attempt for pending mail when no mail server is configured", () => {
    renderOutbox(false);
    expect(screen.getByText("not sent: no mail server")).toBeTruthy();
    expect(screen.queryByText(/^next /)).toBeNull();
  });

  it("shows when pending mail is tried next when a mail server is configured", () => {
    renderOutbox(true);
    expect(screen.getByText(/^next 02/)).toBeTruthy();
  });

  it("reads the English words as before: the type, the status and the local-mode notice", () => {
    renderOutbox(false);
    const row = screen.getByRole("row", { name: /amara@example.com/ });
    expect(row.textContent).toContain("New user");
    expect(row.textContent).toContain("Pending");
    expect(screen.getByText(/No mail server is configured/).textContent).toBe(
      "No mail server is configured (SMTP_HOST, or MAIL_TEST_BASE_URL for a local mail catcher), so mail stays Pending here. Open a mail to read it, e.g. to pass an invitation link on yourself.",
    );
  });

  it("speaks German under de-DE", () => {
    renderOutbox(true, "de-DE");
    const row = screen.getByRole("row", { name: /amara@example.com/ });
    expect(row.textContent).toContain("Neuer Benutzer");
    expect(row.textContent).toContain("Ausstehend");
    expect(screen.getByText("nächster Versuch 02. Nov. 2026, 10:00")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Fehlgeschlagen" })).toBeTruthy();
  });

  it("names the daily digest and a channel's mail, which have no notification type, in English and German", () => {
    const digest: OutboxMail = { ...pending, id: "f3333333-3333-4333-8333-333333333333", notificationType: null, kind: "DAILY_DIGEST", to: "digest@example.com" };
    const channel: OutboxMail = { ...pending, id: "f4444444-4444-4444-8444-444444444444", notificationType: null, kind: "CHANNEL_EVENT", to: "channel@example.com" };
    renderOutbox(true, undefined, [digest, channel]);
    expect(screen.getByRole("row", { name: /digest@example.com/ }).textContent).toContain("Daily digest");
    expect(screen.getByRole("row", { name: /channel@example.com/ }).textContent).toContain("Subscribed notification");
    cleanup();
    renderOutbox(true, "de-DE", [digest, channel]);
    expect(screen.getByRole("row", { name: /digest@example.com/ }).textContent).toContain("Tägliche Zusammenfassung");
    expect(screen.getByRole("row", { name: /channel@example.com/ }).textContent).toContain("Abonnierte Benachrichtigung");
  });
});
