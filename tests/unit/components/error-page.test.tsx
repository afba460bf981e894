// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { render } from "@/tests/support/render";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createTranslator } from "next-intl";
import { ErrorPage, errorMessage } from "@/components/shell/error-page";
import en from "@/messages/en";
import { ApiError } from "@/lib/api-client";
import { AppError } from "@/lib/errors";

// The spec's English, word for word.
const REDACTED_SERVER_ERROR_MESSAGE = "The server could not display this page. Try again, or quote the reference below if it keeps happening.";
const UNEXPECTED_ERROR_MESSAGE = "Something unexpected went wrong. Try again, or quote the reference below if it keeps happening.";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("ErrorPage", () => {
  it("shows the spec's heading, the message of an error the app raised on purpose and a link home", () => {
    render(<ErrorPage error={new AppError("BAD_REQUEST", { key: "timesheetIdWasNotFound" })} />);
    expect(screen.getByRole("heading", { level: 1, name: "Oops! An error occurred." })).toBeTruthy();
    expect(screen.getByText("Timesheet id was not found.")).toBeTruthy();
    const home = screen.getByRole("link", { name: "Go back to Homepage" });
    expect(home.getAttribute("href")).toBe("/");
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
    expect(screen.queryByText(/Reference:/)).toBeNull();
  });

  it("hides the message of an unexpected error and shows a reference code instead", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    render(<ErrorPage error={new TypeError("Cannot read properties of undefined (reading 'rows')")} />);
    expect(screen.queryByText(/Cannot read properties/)).toBeNull();
    expect(screen.getByText(UNEXPECTED_ERROR_MESSAGE)).toBeTruthy();
    const reference = screen.getByText(/^Reference: C-[0-9A-Z]{4,}$/).textContent?.replace("Reference: ", "");
    expect(console.error).toHaveBeenCalledWith(`Error reference ${reference}`);
  });

  it("offers Try again when a retry is given", () => {
    const retry = vi.fn();
    render(<ErrorPage error={new Error("x")} onRetry={retry} />);
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it("shows the digest of a server error as its reference", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    render(<ErrorPage error={Object.assign(new Error("Server error"), { digest: "abc123" })} />);
    expect(screen.getByText("Reference: abc123")).toBeTruthy();
  });
});

describe("errorMessage", () => {
  it.each([
    [new AppError("CONFLICT", { key: "timesheetClosedOnlyAdministrator" }), "This timesheet is closed; only an administrator can reopen it."],
    [new ApiError(0, "NETWORK", "The server could not be reached. Check your connection and try again."), "The server could not be reached. Check your connection and try again."],
    [new Error("Boom"), UNEXPECTED_ERROR_MESSAGE],
    ["plain string", UNEXPECTED_ERROR_MESSAGE],
    [{ message: "object message" }, UNEXPECTED_ERROR_MESSAGE],
    [null, UNEXPECTED_ERROR_MESSAGE],
    [42, UNEXPECTED_ERROR_MESSAGE],
    [new AppError("INTERNAL", { key: "storageFailed", values: { detail: "" } }), UNEXPECTED_ERROR_MESSAGE],
    [
      new Error("Minified React error #441; visit https://react.dev/errors/441 for the full message"),
      REDACTED_SERVER_ERROR_MESSAGE,
    ],
  ])("%j → %j", (thrown, expected) => {
    expect(errorMessage(thrown, createTranslator({ locale: "en-GB", messages: en, namespace: "errors.page" }))).toBe(expected);
  });
});

describe("ErrorPage in German", () => {
  it("says it in German under de-DE, keeping the reference", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    render(<ErrorPage error={Object.assign(new Error("Server error"), { digest: "abc123" })} onRetry={vi.fn()} />, { locale: "de-DE" });
    expect(screen.getByRole("heading", { level: 1, name: "Hoppla! Ein Fehler ist aufgetreten." })).toBeTruthy();
    expect(screen.getByText("Referenz: abc123")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Zurück zur Startseite" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Erneut versuchen" })).toBeTruthy();
  });
});
