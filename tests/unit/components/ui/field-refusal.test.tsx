// @vitest-environment jsdom
import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { FormError, FormField } from "@/components/ui/field";
import { loadedRefusalTranslator } from "@/lib/i18n/refusals/tables";
import { totpCode } from "@/lib/schemas/two-factor";
import { render } from "@/tests/support/render";

const zodMessage = () => totpCode.safeParse("12").error?.issues[0]?.message ?? "";

function Field() {
  return (
    <FormField id="code" label="Code" error={zodMessage()}>
      <input id="code" />
    </FormField>
  );
}

describe("a field's error in the reader's language", () => {
  afterEach(cleanup);

  it("shows the schema's message in German under de-DE, once the German table has loaded", async () => {
    render(<Field />, { locale: "de-DE" });
    expect(await screen.findByText("Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein.")).toBeTruthy();
  });

  it("shows the schema's English as written under en-GB, and loads no table for it", async () => {
    render(<Field />, { locale: "en-GB" });
    expect(screen.getByText("Enter the 6-digit code from your authenticator app.")).toBeTruthy();
    expect(loadedRefusalTranslator("en")).toBeUndefined();
  });

  it("words a server refusal in FormError, keeping its numbers", async () => {
    render(<FormError message="A message has at most 4000 characters." />, { locale: "de-CH" });
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Eine Nachricht hat höchstens 4000 Zeichen."));
  });
});
