// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { useState } from "react";
import { render } from "@/tests/support/render";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { FormDialog } from "@/components/ui/form-dialog";
import { BankAccountFields } from "@/components/ui/bank-account-fields";
import { DateRangeFields } from "@/components/ui/date-range-fields";
import { bindControl } from "@/components/ui/field";
import { NameEmailFields } from "@/components/ui/name-email-fields";
import { PageForm } from "@/components/ui/page-form";
import { StreetAddressFields } from "@/components/ui/postal-code-city";
import { useFormDialog } from "@/hooks/use-form-dialog";
import { useZodForm } from "@/hooks/use-zod-form";
import { ApiError } from "@/lib/api-client";

afterEach(cleanup);

const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

const person = z.object({ name: z.string().trim().min(1, "Name is required."), email: z.email("Not an e-mail address.") });

/** A dialog as the admin screens write one: the form, the values on opening and the save. */
function PersonDialog({ save }: { save: (body: z.output<typeof person>) => Promise<unknown> }) {
  const form = useZodForm({ schema: person, initial: { name: "Ada", email: "ada@example.com" } });
  const dialog = useFormDialog(form, () => ({ name: "Ada", email: "ada@example.com" }), save);
  return (
    <FormDialog title="Edit reviewer" trigger={<button type="button">Edit</button>} dialog={dialog} submitLabel="Save">
      <NameEmailFields form={form} nameLabel="Name" emailLabel="E-mail" />
    </FormDialog>
  );
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

describe("useFormDialog with FormDialog", () => {
  it("saves the parsed body and closes once the save resolves", async () => {
    const save = vi.fn(async () => undefined);
    render(<PersonDialog save={save} />);
    fireEvent.click(screen.getByRole("button", { name: "Edit" }));
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: " Grace " } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save" })));
    expect(save).toHaveBeenCalledWith({ name: "Grace", email: "ada@example.com" });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("sends nothing and stays open while the schema refuses", async () => {
    const save = vi.fn(async () => undefined);
    render(<PersonDialog save={save} />);
    fireEvent.click(screen.getByRole("button", { name: "Edit" }));
    fireEvent.change(screen.getByLabelText("E-mail"), { target: { value: "ada" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save" })));
    expect(save).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog", { name: "Edit reviewer" }).textContent).toContain("Not an e-mail address.");
  });

  it("stays open with the server's word on a refusal, what was typed kept", async () => {
    render(<PersonDialog save={async () => Promise.reject(new ApiError(409, "CONFLICT", "Someone changed this reviewer meanwhile."))} />);
    fireEvent.click(screen.getByRole("button", { name: "Edit" }));
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Grace" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save" })));
    const dialog = screen.getByRole("dialog", { name: "Edit reviewer" });
    expect(within(dialog).getByRole("alert").textContent).toBe("Someone changed this reviewer meanwhile.");
    expect(valueOf("Name")).toBe("Grace");
  });

  it("cannot be cancelled while it saves", async () => {
    const pending = deferred();
    render(<PersonDialog save={() => pending.promise} />);
    fireEvent.click(screen.getByRole("button", { name: "Edit" }));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save" })));
    expect((screen.getByRole("button", { name: "Cancel" }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => pending.resolve());
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("field groups", () => {
  const party = z.object({
    startDate: z.string(),
    endDate: z.string(),
    street: z.string(),
    postalCode: z.string(),
    city: z.string(),
    iban: z.string().min(1, "IBAN is required."),
    bic: z.string(),
  });

  function Party({ save }: { save: (body: z.output<typeof party>) => Promise<unknown> }) {
    const form = useZodForm({ schema: party, initial: { startDate: "2026-11-01", endDate: "", street: "Hauptstr. 1", postalCode: "10115", city: "Berlin", iban: "", bic: "" } });
    return (
      <PageForm label="Party" form={form} onSubmit={form.handleSubmit(save)} submitLabel="Save party" pendingLabel="Saving…">
        <DateRangeFields form={form} startLabel="Valid from" endLabel="Valid to" />
        <StreetAddressFields form={form} street={{ name: "street", label: "Street and number", hint: "As on the invoice.", autoComplete: "address-line1" }} />
        <BankAccountFields form={form} labels={{ iban: "IBAN", ibanHint: "Checked with its check digits.", bic: "BIC" }} />
      </PageForm>
    );
  }

  it("binds each field by its label, with the browser's autofill kept off the bank fields", () => {
    render(<Party save={async () => undefined} />);
    expect(valueOf("Valid from")).toBe("2026-11-01");
    expect(screen.getByLabelText("Valid to").getAttribute("type")).toBe("date");
    expect(valueOf("Street and number")).toBe("Hauptstr. 1");
    expect(screen.getByLabelText("Street and number").getAttribute("autocomplete")).toBe("address-line1");
    expect(valueOf("Postal code")).toBe("10115");
    expect(valueOf("City")).toBe("Berlin");
    for (const label of ["IBAN", "BIC"]) {
      expect(screen.getByLabelText(label).getAttribute("autocomplete")).toBe("off");
      expect(screen.getByLabelText(label).getAttribute("spellcheck")).toBe("false");
    }
    expect(screen.getByRole("form", { name: "Party" })).toBeTruthy();
  });

  it("shows a group's field error on its field and sends nothing", async () => {
    const save = vi.fn(async () => undefined);
    render(<Party save={save} />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save party" })));
    expect(save).not.toHaveBeenCalled();
    const iban = screen.getByLabelText("IBAN");
    expect(iban.getAttribute("aria-invalid")).toBe("true");
    const described = (iban.getAttribute("aria-describedby") ?? "").split(" ").map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(["Checked with its check digits.", "IBAN is required."]);
  });

  it("says it is saving on the one button while the save runs", async () => {
    const pending = deferred();
    render(<Party save={() => pending.promise} />);
    fireEvent.change(screen.getByLabelText("IBAN"), { target: { value: "DE89370400440532013000" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save party" })));
    const button = screen.getByRole("button", { name: "Saving…" }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await act(async () => pending.resolve());
    expect(screen.getByRole("button", { name: "Save party" })).toBeTruthy();
  });
});

describe("bindControl", () => {
  function Days() {
    const form = useZodForm({ schema: z.object({ days: z.array(z.string()).min(1, "Pick a day.") }), initial: { days: ["MONDAY"] } });
    const [sent, setSent] = useState<string[] | null>(null);
    const control = bindControl(form, "days");
    return (
      <form onSubmit={form.handleSubmit(async (body) => setSent(body.days))}>
        <button type="button" onClick={() => control.onChange([])}>
          Clear
        </button>
        <output aria-describedby={control.error ? control.errorId : undefined}>{control.value.join(",") || "none"}</output>
        {control.error ? <p id={control.errorId}>{control.error}</p> : null}
        <button type="submit">Send</button>
        {sent ? <p>Sent {sent.join(",")}</p> : null}
      </form>
    );
  }

  it("gives a control the form's value, its change, its error and the error's id", async () => {
    render(<Days />);
    expect(screen.getByRole("status").textContent).toBe("MONDAY");
    fireEvent.click(screen.getByRole("button", { name: "Clear" }));
    expect(screen.getByRole("status").textContent).toBe("none");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Send" })));
    const error = screen.getByText("Pick a day.");
    expect(screen.getByRole("status").getAttribute("aria-describedby")).toBe(error.id);
    expect(error.id).toMatch(/-days-error$/);
    expect(screen.queryByText(/^Sent/)).toBeNull();
  });
});
