// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, screen } from "@testing-library/react";
import { render } from "@/tests/support/render";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Client } from "@/lib/schemas/clients";
import type { OutboxMail } from "@/lib/schemas/mail-outbox";

vi.mock("next/navigation", () => ({
  useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }),
  usePathname: () => "/admin/clients",
  useSearchParams: () => new URLSearchParams(),
}));

const { ClientsTable } = await import("@/components/admin/clients/clients-table");
const { MailOutboxSection } = await import("@/components/admin/settings/mail-outbox-section");

afterEach(cleanup);

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
const withClient = (ui: ReactNode) => <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>;

const entity = { id: "e1111111-1111-4111-8111-111111111111", name: "Settle GmbH" };
const client: Client = {
  id: "c1111111-1111-4111-8111-111111111111",
  name: "Nordlicht Energie",
  countryCode: "DE",
  contactEmail: null,
  address: null,
  invoicingEntity: entity,
  projectsCount: 0,
  createdAt: "2026-11-02T09:00:00.000000Z",
  updatedAt: "2026-11-02T09:00:00.000000Z",
  version: 1,
};
const mail: OutboxMail = {
  id: "f1111111-1111-4111-8111-111111111111",
  notificationType: null,
  kind: null,
  to: "amara@example.com",
  subject: "Your invitation",
  status: "FAILED",
  attempts: 3,
  lastError: "Connection refused",
  nextAttemptAt: "2026-11-02T10:00:00.000000Z",
  sentAt: null,
  createdAt: "2026-11-02T09:00:00.000000Z",
};

// DataTable renders a cell function as a component: columns rebuilt from the page's props (new
// objects after every router.refresh) would remount a row's buttons and drop their focus.
describe("Admin lists across a refresh of the page", () => {
  it("keeps the focus on a client's Edit button", () => {
    const { rerender } = render(withClient(<ClientsTable clients={[client]} invoicingEntities={[entity]} />));
    const edit = screen.getByRole("button", { name: "Edit Nordlicht Energie" });
    act(() => edit.focus());
    rerender(withClient(<ClientsTable clients={[{ ...client }]} invoicingEntities={[{ ...entity }]} />));
    expect(edit.isConnected).toBe(true);
    expect(document.activeElement).toBe(edit);
  });

  it("keeps the focus on a mail's retry button", () => {
    const props = { total: 1, status: null, smtpConfigured: true, timeZone: "Europe/Zurich" };
    const { rerender } = render(withClient(<MailOutboxSection mails={[mail]} {...props} />));
    const retry = screen.getByRole("button", { name: "Retry the mail to amara@example.com" });
    act(() => retry.focus());
    rerender(withClient(<MailOutboxSection mails={[{ ...mail }]} {...props} />));
    expect(retry.isConnected).toBe(true);
    expect(document.activeElement).toBe(retry);
  });

  it("shows the clients in German under de-DE", () => {
    render(withClient(<ClientsTable clients={[client]} invoicingEntities={[entity]} />), { locale: "de-DE" });
    const table = screen.getByRole("table", { name: "Kunden" });
    expect(table.textContent).toContain("Deutschland");
    expect(screen.getByRole("button", { name: "Nordlicht Energie bearbeiten" })).toBeTruthy();
    expect(screen.getByRole("button", { name: /Neuer Kunde/ })).toBeTruthy();
  });
});
