// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TwoFactorStep } from "@/components/auth/two-factor-step";
import { useTwoFactorRefusal } from "@/components/auth/use-two-factor-refusal";
import { AuthRefusal } from "@/hooks/use-two-factor";
import { ApiError } from "@/lib/api-client";
import { render } from "@/tests/support/render";

afterEach(cleanup);

function renderStep(locale?: string) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <TwoFactorStep onSignedIn={vi.fn()} onRestart={vi.fn()} />
    </QueryClientProvider>,
    { locale },
  );
}

/** Shows the message a form would show for a thrown refusal. */
function Refusal({ error }: { error: unknown }) {
  const worded = useTwoFactorRefusal()(error);
  return <p role="alert">{worded instanceof Error ? worded.message : "none"}</p>;
}

describe("TwoFactorStep", () => {
  it("keeps its English and switches to a backup code", () => {
    renderStep();
    expect(screen.getByRole("heading", { name: "Two-factor sign-in" })).toBeTruthy();
    expect(screen.getByLabelText("Authentication code")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Use a backup code instead" }));
    expect(screen.getByLabelText("Backup code")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Use the authenticator app instead" })).toBeTruthy();
  });

  it("reads in German under de-DE", () => {
    renderStep("de-DE");
    expect(screen.getByRole("heading", { name: "Zwei-Faktor-Anmeldung" })).toBeTruthy();
    expect(screen.getByLabelText("Authentifizierungscode")).toBeTruthy();
    expect(screen.getByLabelText("Diesem Browser 30 Tage lang vertrauen")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Bestätigen" })).toBeTruthy();
  });
});

describe("useTwoFactorRefusal", () => {
  it("words better-auth's refusals in the reader's language and passes the app's own as sent", () => {
    render(<Refusal error={new AuthRefusal({ status: 401, code: "INVALID_CODE" })} />);
    expect(screen.getByRole("alert").textContent).toBe("That code is not right. Enter the current code from your authenticator app.");
    cleanup();
    render(<Refusal error={new AuthRefusal({ status: 401, code: "INVALID_CODE" })} />, { locale: "de-DE" });
    expect(screen.getByRole("alert").textContent).toBe("Dieser Code ist nicht richtig. Geben Sie den aktuellen Code aus Ihrer Authenticator-App ein.");
    cleanup();
    const own = new ApiError(429, "RATE_LIMITED", "Too many codes. Try again in 20 seconds.");
    render(<Refusal error={own} />, { locale: "de-DE" });
    expect(screen.getByRole("alert").textContent).toBe("Too many codes. Try again in 20 seconds.");
  });
});
