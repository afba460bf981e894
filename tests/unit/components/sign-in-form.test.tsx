// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { render } from "@/tests/support/render";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

type SignInResult = { data: unknown; error: null } | { data: null; error: { status: number; statusText: string; code?: string; message?: string } };

const signInEmail = vi.fn<(input: { email: string; password: string }) => Promise<SignInResult>>();
vi.mock("@/lib/auth-client", () => ({ authClient: { signIn: { email: signInEmail } } }));

const { SignInForm } = await import("@/components/auth/sign-in-form");
const { emailToPrefill, signInAfterInvitationHref } = await import("@/lib/schemas/invitations");
const { signInErrorMessage } = await import("@/components/auth/sign-in-error");
const { createTranslator } = await import("next-intl");
const en = (await import("@/messages/en")).default;
const de = (await import("@/messages/de")).default;
const englishErrors = createTranslator({ locale: "en-GB", messages: en });
const germanErrors = createTranslator({ locale: "de-DE", messages: de });

// The spec's English, word for word.
const INVALID_CREDENTIALS_MESSAGE = "Invalid email or password.";
const RATE_LIMITED_MESSAGE = "Too many sign-in attempts. Please wait a moment and try again.";
const NETWORK_ERROR_MESSAGE = "Could not reach the server. Check your connection and try again.";

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function fillAndSubmit(email = "ada@example.com", password = "wrong-password") {
  fireEvent.change(screen.getByLabelText("Email"), { target: { value: email } });
  fireEvent.change(screen.getByLabelText("Password"), { target: { value: password } });
  fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
}

beforeEach(() => {
  signInEmail.mockReset();
});
afterEach(cleanup);

describe("SignInForm", () => {
  it("starts with the e-mail it is given (after choosing a password) and the focus on the password", async () => {
    render(<SignInForm onSignedIn={vi.fn()} email="ada@example.com" />);
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("ada@example.com");
    expect(document.activeElement).toBe(screen.getByLabelText("Password"));
    signInEmail.mockResolvedValue({ data: {}, error: null });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "a-long-password" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Sign in" })));
    expect(signInEmail).toHaveBeenCalledWith({ email: "ada@example.com", password: "a-long-password" });
  });

  it("takes the e-mail from the sign-in address only when it is one", () => {
    expect(emailToPrefill("ada@example.com")).toBe("ada@example.com");
    expect(emailToPrefill(["ada@example.com", "eve@example.com"])).toBe("ada@example.com");
    expect(emailToPrefill("not an e-mail")).toBe("");
    expect(emailToPrefill(undefined)).toBe("");
    expect(signInAfterInvitationHref("ada+work@example.com")).toBe("/sign-in?invitation=accepted&email=ada%2Bwork%40example.com");
  });

  it("has labelled email and password inputs with the expected ids", () => {
    render(<SignInForm onSignedIn={vi.fn()} />);
    expect(screen.getByLabelText("Email").id).toBe("email");
    expect(screen.getByLabelText("Password").id).toBe("password");
    expect(screen.getByTestId("email")).toBe(screen.getByLabelText("Email"));
  });

  it("disables the button while pending and signs in", async () => {
    const pending = deferred<SignInResult>();
    signInEmail.mockReturnValue(pending.promise);
    const onSignedIn = vi.fn();
    render(<SignInForm onSignedIn={onSignedIn} />);
    fillAndSubmit(" ada@example.com ", "secret");
    const button = screen.getByRole("button", { name: "Sign in" }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(signInEmail).toHaveBeenCalledWith({ email: "ada@example.com", password: "secret" });
    await act(async () => pending.resolve({ data: { user: {} }, error: null }));
    expect(onSignedIn).toHaveBeenCalledOnce();
  });

  it("says the credentials are wrong and keeps what was typed", async () => {
    signInEmail.mockResolvedValue({
      data: null,
      error: { status: 401, statusText: "Unauthorized", code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" },
    });
    const onSignedIn = vi.fn();
    render(<SignInForm onSignedIn={onSignedIn} />);
    await act(async () => fillAndSubmit());
    expect(screen.getByRole("alert").textContent).toBe(INVALID_CREDENTIALS_MESSAGE);
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("ada@example.com");
    expect((screen.getByLabelText("Password") as HTMLInputElement).value).toBe("wrong-password");
    expect((screen.getByRole("button", { name: "Sign in" }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it("explains rate limiting", async () => {
    signInEmail.mockResolvedValue({ data: null, error: { status: 429, statusText: "Too Many Requests" } });
    render(<SignInForm onSignedIn={vi.fn()} />);
    await act(async () => fillAndSubmit());
    expect(screen.getByRole("alert").textContent).toBe(RATE_LIMITED_MESSAGE);
  });

  it("reports a network failure", async () => {
    signInEmail.mockImplementation(async () => {
      throw new TypeError("Failed to fetch");
    });
    render(<SignInForm onSignedIn={vi.fn()} />);
    await act(async () => fillAndSubmit());
    expect(screen.getByRole("alert").textContent).toBe(NETWORK_ERROR_MESSAGE);
  });
});

describe("signInErrorMessage", () => {
  it.each([
    [{ status: 429 }, RATE_LIMITED_MESSAGE],
    [{ status: 429, error: { code: "RATE_LIMITED", message: "Too many failed sign-in attempts. Try again in 20 seconds." } }, "Too many failed sign-in attempts. Try again in 20 seconds."],
    [{ status: 401 }, INVALID_CREDENTIALS_MESSAGE],
    [{ status: 400, code: "INVALID_EMAIL_OR_PASSWORD" }, INVALID_CREDENTIALS_MESSAGE],
    [{ status: 403, message: "Email not verified" }, "Email not verified."],
    [{ status: 403, message: "Invalid origin!" }, "Invalid origin!"],
    [{ status: 500 }, "Sign-in failed (HTTP 500). Please try again."],
    [{}, "Sign-in failed. Please try again."],
  ])("%j → %j", (error, expected) => {
    expect(signInErrorMessage(error, englishErrors)).toBe(expected);
  });
});

describe("sign-in in German", () => {
  it("labels the form and words a refusal in German under de-DE", async () => {
    signInEmail.mockResolvedValue({ data: null, error: { status: 401, statusText: "Unauthorized" } });
    render(<SignInForm onSignedIn={vi.fn()} />, { locale: "de-DE" });
    expect(screen.getByRole("button", { name: "Mit Single Sign-on anmelden" })).toBeTruthy();
    fireEvent.change(screen.getByLabelText("E-Mail"), { target: { value: "ada@example.com" } });
    fireEvent.change(screen.getByLabelText("Passwort"), { target: { value: "wrong-password" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Anmelden" })));
    expect(screen.getByRole("alert").textContent).toBe("E-Mail-Adresse oder Passwort ist falsch.");
    expect(signInErrorMessage({ status: 500 }, germanErrors)).toBe("Die Anmeldung ist fehlgeschlagen (HTTP 500). Bitte versuchen Sie es erneut.");
  });
});
