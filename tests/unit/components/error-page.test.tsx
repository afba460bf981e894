// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorPage, errorMessage, REDACTED_SERVER_ERROR_MESSAGE } from "@/components/shell/error-page";

afterEach(cleanup);

describe("ErrorPage", () => {
  it("shows the spec's heading, the error message and a link home", () => {
    render(<ErrorPage error={new Error("Timesheet id was not found.")} />);
    expect(screen.getByRole("heading", { level: 1, name: "Oops! An error occurred." })).toBeTruthy();
    expect(screen.getByText("Timesheet id was not found.")).toBeTruthy();
    const home = screen.getByRole("link", { name: "Go back to Homepage" });
    expect(home.getAttribute("href")).toBe("/");
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
  });

  it("offers Try again when a retry is given", () => {
    const retry = vi.fn();
    render(<ErrorPage error={new Error("x")} onRetry={retry} />);
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it("shows the digest of a server error", () => {
    render(<ErrorPage error={Object.assign(new Error("Server error"), { digest: "abc123" })} />);
    expect(screen.getByText("Reference: abc123")).toBeTruthy();
  });
});

describe("errorMessage", () => {
  it.each([
    [new Error("Boom"), "Boom"],
    ["plain string", "plain string"],
    [{ message: "object message" }, "object message"],
    [null, "Something went wrong."],
    [42, "Something went wrong."],
    [new Error(""), "Something went wrong."],
    [
      new Error("Minified React error #441; visit https://react.dev/errors/441 for the full message"),
      REDACTED_SERVER_ERROR_MESSAGE,
    ],
  ])("%j → %j", (thrown, expected) => {
    expect(errorMessage(thrown)).toBe(expected);
  });
});
