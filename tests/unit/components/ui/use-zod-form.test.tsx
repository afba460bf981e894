// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { FormField } from "@/components/ui/field";
import { useZodForm } from "@/hooks/use-zod-form";
import { ApiError } from "@/lib/api-client";

afterEach(cleanup);

const body = z.object({
  name: z.string().trim().min(1, "Name is required."),
  countryCode: z.string().length(2, "Country must be a two-letter code.").nullable(),
});

function ClientForm({ save }: { save: (value: z.output<typeof body>) => Promise<unknown> }) {
  const form = useZodForm({
    schema: body,
    initial: { name: "", countryCode: "" },
    toInput: (v) => ({ ...v, countryCode: v.countryCode || null }),
  });
  return (
    <form onSubmit={form.handleSubmit(save)}>
      <FormField id={form.idFor("name")} label="Name" error={form.errors.name}>
        <input {...form.field("name")} />
      </FormField>
      <FormField id={form.idFor("countryCode")} label="Country" error={form.errors.countryCode}>
        <input {...form.field("countryCode")} />
      </FormField>
      {form.formError ? <p role="alert">{form.formError}</p> : null}
      <button type="submit">Save</button>
    </form>
  );
}

describe("useZodForm", () => {
  it("validates with the API's schema, names the field, and sends the parsed body", async () => {
    const sent: unknown[] = [];
    render(<ClientForm save={async (v) => sent.push(v)} />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save" })));
    expect(sent).toEqual([]);
    const name = screen.getByLabelText("Name");
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Name is required.").id).toBe(name.getAttribute("aria-describedby"));
    expect(document.activeElement).toBe(name);
    fireEvent.change(name, { target: { value: "  Acme  " } });
    expect(screen.queryByText("Name is required.")).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save" })));
    expect(sent).toEqual([{ name: "Acme", countryCode: null }]);
  });

  it("puts the server's field issues on the fields and keeps what was typed", async () => {
    render(
      <ClientForm
        save={async () => {
          throw new ApiError(400, "BAD_REQUEST", "The request is not valid.", [{ path: "countryCode", message: "Unknown country." }]);
        }}
      />,
    );
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Acme" } });
    fireEvent.change(screen.getByLabelText("Country"), { target: { value: "XX" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save" })));
    expect(screen.getByText("Unknown country.")).toBeTruthy();
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Acme");
    expect((screen.getByLabelText("Country") as HTMLInputElement).value).toBe("XX");
  });

  it("shows a refusal of the whole request as the form's message", async () => {
    render(
      <ClientForm
        save={async () => {
          throw new ApiError(409, "CONFLICT", "A client with this name exists.");
        }}
      />,
    );
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Acme" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save" })));
    expect(screen.getByRole("alert").textContent).toBe("A client with this name exists.");
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Acme");
  });
});
