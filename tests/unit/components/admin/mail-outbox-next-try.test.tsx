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
  to: "amara@example.com",
  subject: "Your invitation",
  status: "PENDING",
  attempts: 0,
  lastError: null,
  nextAttemptAt: "2026-11-02T10:00:00.000000Z",
  sentAt: null,
  createdAt: "2026-11-02T09:00:00.000000Z",
};

function renderOutbox(smtpConfigured: boolean) {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <MailOutboxSection mails={[pending]} total={1} status={null} smtpConfigured={smtpConfigured} timeZone="UTC" />
    </QueryClientProvider>,
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
});
