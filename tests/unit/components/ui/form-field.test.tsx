// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { render } from "@/tests/support/render";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { FormDialog } from "@/components/ui/form-dialog";
import { FormField } from "@/components/ui/field";
import { useFormDialog } from "@/hooks/use-form-dialog";
import { useZodForm } from "@/hooks/use-zod-form";
import { ApiError } from "@/lib/api-client";

afterEach(cleanup);

/** What a screen reader reads after the control's name: the texts its aria-describedby names. */
function description(element: HTMLElement): string {
  const ids = element.getAttribute("aria-describedby")?.split(" ") ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? `(missing ${id})`).join(" ");
}
const valueOf = (element: HTMLElement) => (element as HTMLInputElement).value;

const body = z.object({ name: z.string().trim().min(1, "Name is required."), note: z.string().max(5, "At most 5 characters.") });

/** A whole admin form as the codebase writes one: the schema, the labels and the submit. */
function NoteDialog({ saved, save }: { saved: { name: string; note: string }; save: (value: z.output<typeof body>) => Promise<unknown> }) {
  const form = useZodForm({ schema: body, initial: saved, others: ["files"] as const });
  const dialog = useFormDialog(form, () => saved, save);
  return (
    <FormDialog title="Edit note" trigger={<button type="button">Open</button>} dialog={dialog} submitLabel="Save">
      <FormField form={form} name="name" label="Name" hint="Shown to the client.">
        <input autoComplete="name" />
      </FormField>
      <FormField form={form} name="note" label="Note">
        <textarea />
      </FormField>
      <FormField form={form} name="files" label="Files">
        <input type="file" />
      </FormField>
    </FormDialog>
  );
}

describe("FormField bound to a form", () => {
  it("wires the control's id, value, label, hint and error itself", async () => {
    render(<NoteDialog saved={{ name: "Ada", note: "" }} save={async () => undefined} />);
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    const name = screen.getByLabelText("Name");
    expect(valueOf(name)).toBe("Ada");
    expect(name.getAttribute("autocomplete")).toBe("name");
    expect(description(name)).toBe("Shown to the client.");
    expect(name.hasAttribute("aria-invalid")).toBe(false);

    fireEvent.change(name, { target: { value: " " } });
    fireEvent.change(screen.getByLabelText("Note"), { target: { value: "too long" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Name is required.")).toBeTruthy();
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(description(name)).toBe("Shown to the client. Name is required.");
    expect(description(screen.getByLabelText("Note"))).toBe("At most 5 characters.");
    // A field the form holds no value for gets the id (its label points at it) and no value.
    expect(screen.getByLabelText("Files").getAttribute("type")).toBe("file");
    expect(screen.getByLabelText("Files").hasAttribute("value")).toBe(false);
  });

  it("puts the server's word for the whole form above the buttons and keeps what was typed", async () => {
    const refusal = new ApiError(409, "CONFLICT", "Someone changed this note meanwhile.");
    render(<NoteDialog saved={{ name: "Ada", note: "" }} save={async () => Promise.reject(refusal)} />);
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    fireEvent.change(screen.getByLabelText("Note"), { target: { value: "hi" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Someone changed this note meanwhile.");
    expect(valueOf(screen.getByLabelText("Note"))).toBe("hi");
    expect(screen.getByRole("dialog")).toBeTruthy();
  });
});

describe("useFormDialog", () => {
  it("starts each opening from the saved values, keeps the typing while closed, and closes on success", async () => {
    const sent: unknown[] = [];
    render(<NoteDialog saved={{ name: "Ada", note: "" }} save={async (value) => sent.push(value)} />);
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    fireEvent.change(screen.getByLabelText("Note"), { target: { value: "draft" } });
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    expect(valueOf(screen.getByLabelText("Note"))).toBe("");
    fireEvent.change(screen.getByLabelText("Note"), { target: { value: "ok" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByRole("button", { name: "Open" });
    expect(sent).toEqual([{ name: "Ada", note: "ok" }]);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
