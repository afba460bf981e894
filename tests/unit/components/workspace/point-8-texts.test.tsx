// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, screen } from "@testing-library/react";
import { render } from "@/tests/support/render";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const nav = vi.hoisted(() => ({ search: "" }));
vi.mock("next/navigation", () => ({
  usePathname: () => "/contractor",
  useSearchParams: () => new URLSearchParams(nav.search),
  useRouter: () => ({ replace: vi.fn(), push: vi.fn(), refresh: vi.fn(), back: vi.fn(), prefetch: vi.fn() }),
}));

const { Workspace } = await import("@/components/contractor/workspace/workspace");
const { parseTimesheetSearch } = await import("@/components/admin/timesheets/timesheet-search");
const { uploadFileWithProgress } = await import("@/hooks/use-files");

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

const logged = () => [...vi.mocked(console.info).mock.calls, ...vi.mocked(console.warn).mock.calls].map((call) => call[0]);

beforeEach(() => {
  nav.search = "";
  vi.spyOn(console, "info").mockImplementation(() => undefined);
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("spec point 8: logged-only messages and the failed upload call", () => {
  it("an empty workspace shows the handbook link and logs 'No projects found'", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => jsonResponse({ data: [], nextCursor: null })));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Workspace today="2026-11-24" handbookUrl="https://handbook.example/contractors" />
      </QueryClientProvider>,
    );
    const link = await screen.findByRole("link", { name: "Contractor handbook" });
    expect(link.getAttribute("href")).toBe("https://handbook.example/contractors");
    expect(logged()).toContain("[settle] No projects found");
  });

  it("a project named in the URL that is not the contractor's logs 'No current timesheet id found'", async () => {
    nav.search = "projectId=7d2c3c1e-1111-4aaa-8bbb-000000000009";
    const engagement = {
      id: "7d2c3c1e-1111-4aaa-8bbb-000000000001",
      project: { id: "7d2c3c1e-1111-4aaa-8bbb-000000000002", name: "Atlas" },
      startDate: "2026-01-01",
      endDate: null,
      hidden: false,
      rates: [],
      timesheets: [],
    };
    vi.stubGlobal("fetch", vi.fn(async () => jsonResponse({ data: [engagement], nextCursor: null })));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Workspace today="2026-11-24" handbookUrl="https://handbook.example/contractors" />
      </QueryClientProvider>,
    );
    await vi.waitFor(() => expect(logged()).toContain("[settle] No current timesheet id found"));
    cleanup();
    // The contractor's own project, without a timesheet yet.
    nav.search = `projectId=${engagement.project.id}`;
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Workspace today="2026-11-24" handbookUrl="https://handbook.example/contractors" />
      </QueryClientProvider>,
    );
    await vi.waitFor(() => expect(logged()).toContain("[settle] No timesheets found"));
  });

  it("a billing period filter that cannot be filled is only logged: 'error converting billing period'", () => {
    expect(parseTimesheetSearch({ period: "2026-13" }).period).toBeUndefined();
    expect(logged()).toEqual(["[settle] error converting billing period"]);
    expect(parseTimesheetSearch({ period: "2026-11" }).period).toBe("2026-11");
    expect(logged()).toHaveLength(1);
  });

  it("a failed file upload call says 'Error inserting files' when the server gives no words of its own", async () => {
    class FailingXhr {
      status = 502;
      responseText = "<html>Bad gateway</html>";
      upload = { onprogress: null };
      onload: (() => void) | null = null;
      open() {}
      send() {
        this.onload?.();
      }
    }
    vi.stubGlobal("XMLHttpRequest", FailingXhr);
    const file = new File(["%PDF-1.4"], "taxi.pdf", { type: "application/pdf" });
    await expect(uploadFileWithProgress({ file, timesheetId: "t1", fileType: "EXPENSE_RECEIPT" })).rejects.toMatchObject({
      message: "Error inserting files",
    });
  });
});
