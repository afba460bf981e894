// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { LoadFailed } from "@/components/contractor/workspace/workspace-empty";
import { LoadMore } from "@/components/ui/load-more";
import { render } from "@/tests/support/render";

afterEach(cleanup);

describe("a failed load says the server's reason in the reader's language", () => {
  it("in the workspace's load failure", async () => {
    render(<LoadFailed what="diesen Stundennachweis" message="Timesheet not found." onRetry={() => undefined} />, { locale: "de-DE" });
    expect(await screen.findByText("Stundennachweis nicht gefunden.")).toBeTruthy();
  });

  it("beside a list's Load more, and in English as the server wrote it", async () => {
    render(<LoadMore hasMore loading={false} onLoadMore={() => undefined} what="months" error="Timesheet not found." />, { locale: "de-CH" });
    expect(await screen.findByText("Stundennachweis nicht gefunden.")).toBeTruthy();
    cleanup();
    render(<LoadMore hasMore loading={false} onLoadMore={() => undefined} what="months" error="Timesheet not found." />, { locale: "en-GB" });
    expect(screen.getByRole("alert").textContent).toBe("Timesheet not found.");
  });
});
