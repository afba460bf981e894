// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { render } from "@/tests/support/render";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

type PasskeyResult = { data: unknown; error: null } | { data: null; error: { status: number; statusText: string; code?: string; message?: string } };

const signInPasskey = vi.fn<() => Promise<PasskeyResult>>();
const signInEmail = vi.fn();
vi.mock("@/lib/auth-client", () => ({ authClient: { signIn: { email: signInEmail, passkey: signInPasskey } } }));

const { SignInForm } = await import("@/components/auth/sign-in-form");
const { signInErrorMessage } = await import("@/components/auth/sign-in-error");
const { createTranslator } = await import("next-intl");
const en = (await import("@/messages/en")).default;
const de = (await import("@/messages/de")).default;

beforeEach(() => signInPasskey.mockReset());
afterEach(cleanup);

const clickPasskey = () => act(async () => fireEvent.click(screen.getByRole("button", { name: "Sign in with a passkey" })));

/** Issue #49.2: "Sign in with a passkey" beside the password, with no code step after it. */
describe("SignInForm with a passkey", () => {
  it("signs in with the passkey alone: no password sent, no code step", async () => {
    const onSignedIn = vi.fn();
    render(<SignInForm onSignedIn={onSignedIn} />);
    signInPasskey.mockResolvedValue({ data: { session: {}, user: {} }, error: null });
    await clickPasskey();
    expect(signInPasskey).toHaveBeenCalledTimes(1);
    expect(signInEmail).not.toHaveBeenCalled();
    expect(onSignedIn).toHaveBeenCalledTimes(1);
    expect(screen.queryByLabelText("Authentication code")).toBeNull();
  });

  it("says so when the browser's prompt was closed, and when the account is deactivated", async () => {
    const onSignedIn = vi.fn();
    render(<SignInForm onSignedIn={onSignedIn} />);
    signInPasskey.mockResolvedValue({ data: null, error: { status: 400, statusText: "BAD_REQUEST", code: "AUTH_CANCELLED", message: "Auth cancelled" } });
    await clickPasskey();
    expect(screen.getByTestId("sign-in-error").textContent).toBe("The passkey prompt was closed. Try again, or sign in with your password.");
    signInPasskey.mockResolvedValue({ data: null, error: { status: 403, statusText: "FORBIDDEN", code: "ACCOUNT_INACTIVE", message: "This account is deactivated." } });
    await clickPasskey();
    expect(screen.getByTestId("sign-in-error").textContent).toBe("This account is deactivated.");
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it("words the password sign-in refused to a passkey holder where two-factor is required, in English and German", () => {
    const refusal = { status: 403, code: "SIGN_IN_WITH_PASSKEY", message: "Sign in with your passkey." };
    expect(signInErrorMessage(refusal, createTranslator({ locale: "en-GB", messages: en }))).toMatch(/^Your account signs in with a passkey/);
    expect(signInErrorMessage(refusal, createTranslator({ locale: "de-DE", messages: de }))).toMatch(/^Ihr Konto meldet sich mit einem Passkey an/);
  });
});
