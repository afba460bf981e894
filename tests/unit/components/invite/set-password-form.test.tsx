// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { render } from "@/tests/support/render";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PASSWORD_MIN_LENGTH } from "@/lib/schemas/invitations";

const replace = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ replace }) }));

const { SetPasswordForm } = await import("@/app/invite/[token]/set-password-form");

const fetchMock = vi.fn<typeof fetch>();
const assign = vi.fn<(url: string) => void>();

beforeEach(() => {
  replace.mockReset();
  fetchMock.mockReset();
  assign.mockReset();
  vi.stubGlobal("fetch", fetchMock);
  // jsdom cannot navigate; the form's full load is what is checked.
  vi.stubGlobal("location", { ...window.location, assign });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function fillAndSubmit(password: string, confirmation: string) {
  fireEvent.change(screen.getByLabelText("New password"), { target: { value: password } });
  fireEvent.change(screen.getByLabelText("Repeat the password"), { target: { value: confirmation } });
  fireEvent.click(screen.getByRole("button", { name: "Set password" }));
}

describe("SetPasswordForm", () => {
  it("keeps its ids and describes the password with its rule", () => {
    render(<SetPasswordForm token="t0k3n" email="ada@example.com" />);
    const password = screen.getByLabelText("New password");
    expect(password.id).toBe("new-password");
    expect(screen.getByLabelText("Repeat the password").id).toBe("confirm-password");
    expect(document.getElementById(password.getAttribute("aria-describedby") ?? "")?.textContent).toBe(`At least ${PASSWORD_MIN_LENGTH} characters.`);
  });

  it("shows the schema's message under the password and sends nothing", async () => {
    render(<SetPasswordForm token="t0k3n" email="ada@example.com" />);
    await act(async () => fillAndSubmit("short", "short"));
    const password = screen.getByLabelText("New password");
    expect(password.getAttribute("aria-invalid")).toBe("true");
    expect(password.getAttribute("aria-describedby")).toContain(`${password.id}-error`);
    expect(screen.getByText(`The password needs at least ${PASSWORD_MIN_LENGTH} characters.`).id).toBe(`${password.id}-error`);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says when the two passwords differ, under the repeated one", async () => {
    render(<SetPasswordForm token="t0k3n" email="ada@example.com" />);
    await act(async () => fillAndSubmit("a-long-password", "another-password"));
    const confirmation = screen.getByLabelText("Repeat the password");
    expect(screen.getByText("The two passwords do not match.").id).toBe(`${confirmation.id}-error`);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the token and password; signed in, loads the first screen (the server picks it: home or two-factor enrolment)", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ data: { email: "ada@example.com", signedIn: true } }), { status: 200 }));
    render(<SetPasswordForm token="t0k3n" email="ada@example.com" />);
    await act(async () => fillAndSubmit("a-long-password", "a-long-password"));
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ token: "t0k3n", password: "a-long-password" });
    expect(assign).toHaveBeenCalledWith("/");
    expect(replace).not.toHaveBeenCalled();
  });

  it("goes to sign in with the e-mail filled in when the answer did not sign the person in", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ data: { email: "ada@example.com", signedIn: false } }), { status: 200 }));
    render(<SetPasswordForm token="t0k3n" email="ada@example.com" />);
    await act(async () => fillAndSubmit("a-long-password", "a-long-password"));
    expect(replace).toHaveBeenCalledWith("/sign-in?invitation=accepted&email=ada%40example.com");
    expect(assign).not.toHaveBeenCalled();
  });

  it("shows the server's refusal as the form's message and keeps what was typed", async () => {
    const body = { error: { code: "NOT_FOUND", message: "This invitation link has expired." } };
    fetchMock.mockResolvedValue(new Response(JSON.stringify(body), { status: 404 }));
    render(<SetPasswordForm token="t0k3n" email="ada@example.com" />);
    await act(async () => fillAndSubmit("a-long-password", "a-long-password"));
    expect(screen.getByTestId("set-password-error").textContent).toBe("This invitation link has expired.");
    expect((screen.getByLabelText("New password") as HTMLInputElement).value).toBe("a-long-password");
    expect(replace).not.toHaveBeenCalled();
  });

  it("reports a network failure", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    render(<SetPasswordForm token="t0k3n" email="ada@example.com" />);
    await act(async () => fillAndSubmit("a-long-password", "a-long-password"));
    expect(screen.getByRole("alert").textContent).toBe("Could not reach the server. Check your connection and try again.");
  });
});

describe("SetPasswordForm in German", () => {
  it("labels the form in German and says a mismatch in German under de-DE", async () => {
    render(<SetPasswordForm token="t0k3n" email="ada@example.com" />, { locale: "de-DE" });
    expect(document.getElementById(screen.getByLabelText("Neues Passwort").getAttribute("aria-describedby") ?? "")?.textContent).toBe(`Mindestens ${PASSWORD_MIN_LENGTH} Zeichen.`);
    fireEvent.change(screen.getByLabelText("Neues Passwort"), { target: { value: "a-long-enough-password" } });
    fireEvent.change(screen.getByLabelText("Passwort wiederholen"), { target: { value: "another-long-password" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Passwort festlegen" })));
    expect(screen.getByText("Die beiden Passwörter stimmen nicht überein.")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
