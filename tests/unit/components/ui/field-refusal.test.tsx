// @vitest-environment jsdom
import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { FormError, FormField } from "@/components/ui/field";
import { englishText } from "@/lib/errors";
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

  it("shows the schema's message in German under de-DE, by its key", async () => {
    render(<Field />, { locale: "de-DE" });
    expect(await screen.findByText("Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein.")).toBeTruthy();
  });

  it("shows the schema's English as written under en-GB", async () => {
    render(<Field />, { locale: "en-GB" });
    expect(screen.getByText("Enter the 6-digit code from your authenticator app.")).toBeTruthy();
  });

  it("words a server refusal in FormError by the key it came with, keeping its numbers", async () => {
    // As an ApiError does with its answer: the sentence is remembered with its key and values.
    const message = englishText({ key: "messageMostMaxCharacters", values: { max: 4000 } });
    render(<FormError message={message} />, { locale: "de-CH" });
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Eine Nachricht hat höchstens 4000 Zeichen."));
  });
});
