// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { render } from "@/tests/support/render";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { FormError, FormField } from "@/components/ui/field";
import { useZodForm } from "@/hooks/use-zod-form";
import { judgeValues } from "@/lib/forms/judge";
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
      <FormField form={form} name="name" label="Name">
        <input />
      </FormField>
      <FormField form={form} name="countryCode" label="Country">
        <input />
      </FormField>
      <FormError message={form.formError} />
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

  it("judges a field on leaving it once typed in, not when merely passed through", () => {
    render(<ClientForm save={async () => undefined} />);
    const name = screen.getByLabelText("Name");
    fireEvent.blur(name);
    expect(screen.queryByText("Name is required.")).toBeNull();
    fireEvent.change(name, { target: { value: "  " } });
    fireEvent.blur(name);
    expect(screen.getByText("Name is required.").id).toBe(name.getAttribute("aria-describedby"));
  });

  it("takes a field's message away while its fix is typed, before the field is left (the click that leaves it is not lost, #47.3)", () => {
    render(<ClientForm save={async () => undefined} />);
    const name = screen.getByLabelText("Name");
    const country = screen.getByLabelText("Country");
    fireEvent.change(name, { target: { value: "  " } });
    fireEvent.blur(name);
    fireEvent.change(country, { target: { value: "D" } });
    fireEvent.blur(country);
    expect(screen.getByText("Name is required.")).toBeTruthy();
    expect(screen.getByText("Country must be a two-letter code.")).toBeTruthy();
    fireEvent.change(name, { target: { value: "Acme" } });
    expect(screen.queryByText("Name is required.")).toBeNull();
    expect(name.getAttribute("aria-invalid")).toBeNull();
    // Only the field changed is judged again: the country's message stays until it is fixed.
    expect(screen.getByText("Country must be a two-letter code.")).toBeTruthy();
    // A field with no message is still not judged while being typed in, before the first submit.
    fireEvent.change(name, { target: { value: "" } });
    expect(screen.queryByText("Name is required.")).toBeNull();
  });

  it("puts the server's field issues on the fields and keeps what was typed", async () => {
    render(
      <ClientForm
        save={async () => {
          throw new ApiError(400, "BAD_REQUEST", "The request is not valid.", [{ path: "countryCode", key: "countryTwoLetterCode", message: "Country must be a two-letter code from the country list, e.g. CH." }]);
        }}
      />,
    );
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Acme" } });
    fireEvent.change(screen.getByLabelText("Country"), { target: { value: "XX" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save" })));
    expect(screen.getByText("Country must be a two-letter code from the country list, e.g. CH.")).toBeTruthy();
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

// A body that nests, as POST /api/timesheet-records does: one record per picked day, the form's fields repeated in each.
const recordsBody = z.object({
  timesheetId: z.string(),
  records: z
    .array(
      z.object({
        date: z.string(),
        workSummary: z.string().trim().min(1, "Describe the work."),
        timeAmount: z.string().refine((value) => Number(value) > 0, "Log more than zero."),
      }),
    )
    .min(1, "Pick at least one day."),
});
type RecordValues = { workSummary: string; timeAmount: string };
const RECORD_FIELDS: readonly (keyof RecordValues)[] = ["workSummary", "timeAmount"];
const paths: (readonly PropertyKey[])[] = [];

/** records.N.<field> is the form's field whatever the day; anything else is the form's message. */
function recordFieldOf(path: readonly PropertyKey[]): keyof RecordValues | undefined {
  paths.push(path);
  const [head, index, key] = path;
  if (head !== "records" || typeof index !== "number") return undefined;
  return RECORD_FIELDS.find((field) => field === key);
}

function RecordsForm({ dates, save }: { dates: string[]; save: (value: z.output<typeof recordsBody>) => Promise<unknown> }) {
  const form = useZodForm({
    schema: recordsBody,
    initial: { workSummary: "", timeAmount: "1" },
    toInput: (v: RecordValues) => ({ timesheetId: "t1", records: dates.map((date) => ({ date, ...v })) }),
    fieldOf: recordFieldOf,
  });
  return (
    <form onSubmit={form.handleSubmit(save)}>
      <FormField id={form.idFor("workSummary")} label="Work summary" error={form.errors.workSummary}>
        <input {...form.field("workSummary")} />
      </FormField>
      <FormField id={form.idFor("timeAmount")} label="Time" error={form.errors.timeAmount}>
        <input {...form.field("timeAmount")} />
      </FormField>
      {form.formError ? <p role="alert">{form.formError}</p> : null}
      <button type="submit">Add</button>
    </form>
  );
}

describe("useZodForm with fieldOf", () => {
  it("puts the client's issues at records.N.<field> on the form's fields, and others in the form's message", async () => {
    paths.length = 0;
    const { rerender } = render(<RecordsForm dates={["2026-11-02", "2026-11-03"]} save={async () => undefined} />);
    fireEvent.change(screen.getByLabelText("Time"), { target: { value: "0" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Add" })));
    const time = screen.getByLabelText("Time");
    expect(screen.getByText("Log more than zero.").id).toBe(time.getAttribute("aria-describedby"));
    expect(screen.getByText("Describe the work.").id).toBe(screen.getByLabelText("Work summary").getAttribute("aria-describedby"));
    // The same issue on both days is shown once; the mapper saw the paths as zod gives them.
    expect(screen.getAllByText("Log more than zero.")).toHaveLength(1);
    expect(paths).toContainEqual(["records", 1, "timeAmount"]);
    expect(document.activeElement).toBe(screen.getByLabelText("Work summary"));

    rerender(<RecordsForm dates={[]} save={async () => undefined} />);
    fireEvent.change(screen.getByLabelText("Work summary"), { target: { value: "Workshop" } });
    fireEvent.change(screen.getByLabelText("Time"), { target: { value: "1" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Add" })));
    expect(screen.getByRole("alert").textContent).toBe("Pick at least one day.");
    expect(screen.queryByText("Log more than zero.")).toBeNull();
  });

  it("maps the server's dotted paths the same way, with their indexes as numbers", async () => {
    paths.length = 0;
    render(
      <RecordsForm
        dates={["2026-11-02", "2026-11-03"]}
        save={async () => {
          throw new ApiError(400, "BAD_REQUEST", "The request is not valid.", [
            { path: "records.1.timeAmount", key: "dateWouldMoreThan", values: { date: "2026-11-03", max: 24, left: "2" }, message: "2026-11-03 would have more than 24 hours; 2 h left on that day." },
            { path: "timesheetId", key: "timesheetAlreadyClosed", message: "This timesheet is already closed." },
          ]);
        }}
      />,
    );
    fireEvent.change(screen.getByLabelText("Work summary"), { target: { value: "Workshop" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Add" })));
    const time = screen.getByLabelText("Time");
    expect(screen.getByText("03 Nov 2026 would have more than 24 hours; 2 h left on that day.").id).toBe(time.getAttribute("aria-describedby"));
    expect(time.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("alert").textContent).toBe("This timesheet is already closed.");
    expect(paths).toContainEqual(["records", 1, "timeAmount"]);
    expect(document.activeElement).toBe(time);
  });
});

// A form with what the schema cannot judge alone: a limit only the screen knows, a field whose value lives outside the form.
const bookingBody = z.object({
  guests: z.string().regex(/^\d+$/, "Guests must be a whole number."),
  note: z.string().trim().min(1, "Note is required."),
});
type BookingValues = { guests: string; note: string };

const bookingOptions = (seatsLeft: number) => ({
  schema: bookingBody,
  others: ["files"] as const,
  message: (field: string, issue: { code: string; message: string }, values: BookingValues) =>
    field === "note" && issue.code === "too_small" ? `Say something about ${values.guests || "the"} guests.` : issue.message,
  check: (values: BookingValues, schemaErrors: { guests?: string }) => ({
    guests: !schemaErrors.guests && Number(values.guests) > seatsLeft ? `Only ${seatsLeft} seats left.` : undefined,
  }),
});

function BookingForm({ seatsLeft, upload, save }: { seatsLeft: number; upload: () => boolean; save: (value: z.output<typeof bookingBody>) => Promise<unknown> }) {
  const form = useZodForm({ ...bookingOptions(seatsLeft), initial: { guests: "", note: "" } });
  return (
    <form
      onSubmit={form.handleSubmit(async (body) => {
        if (!upload()) return form.setError("files", "The files could not be uploaded.");
        await save(body);
      })}
    >
      <FormField id={form.idFor("note")} label="Note" error={form.errors.note}>
        <input {...form.field("note")} disabled={form.submitting} />
      </FormField>
      <FormField id={form.idFor("guests")} label="Guests" error={form.errors.guests}>
        <input {...form.field("guests")} disabled={form.submitting} />
      </FormField>
      <p id={form.idFor("files")}>{form.errors.files ?? "No files."}</p>
      <button type="submit">Book</button>
    </form>
  );
}

describe("useZodForm with the screen's words and checks", () => {
  it("rewords a schema issue for the screen, and judges the screen's own check only where the schema took the field", async () => {
    const sent: unknown[] = [];
    render(<BookingForm seatsLeft={4} upload={() => true} save={async (v) => sent.push(v)} />);
    const guests = screen.getByLabelText("Guests");
    fireEvent.change(guests, { target: { value: "six" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Book" })));
    expect(screen.getByText("Say something about six guests.")).toBeTruthy();
    expect(screen.getByText("Guests must be a whole number.")).toBeTruthy();
    fireEvent.change(guests, { target: { value: "6" } });
    expect(screen.getByText("Only 4 seats left.").id).toBe(guests.getAttribute("aria-describedby"));
    fireEvent.change(screen.getByLabelText("Note"), { target: { value: "Window table" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Book" })));
    expect(sent).toEqual([]);
    // The first field on the page with an error takes the focus, whatever order the errors came in.
    expect(document.activeElement).toBe(guests);
    fireEvent.change(guests, { target: { value: "3" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Book" })));
    expect(sent).toEqual([{ guests: "3", note: "Window table" }]);
  });

  it("judges values without rendering, as the hook does (judgeValues)", () => {
    expect(judgeValues(bookingOptions(4), { guests: "2", note: " Window " })).toEqual({ ok: true, data: { guests: "2", note: "Window" }, fields: {}, rest: [] });
    expect(judgeValues(bookingOptions(4), { guests: "9", note: "" })).toEqual({
      ok: false,
      fields: { guests: "Only 4 seats left.", note: "Say something about 9 guests." },
      rest: [],
    });
  });

  it("shows an error found while submitting on a field the form holds no value of", async () => {
    const sent: unknown[] = [];
    render(<BookingForm seatsLeft={4} upload={() => false} save={async (v) => sent.push(v)} />);
    fireEvent.change(screen.getByLabelText("Guests"), { target: { value: "2" } });
    fireEvent.change(screen.getByLabelText("Note"), { target: { value: "Window table" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Book" })));
    expect(screen.getByText("The files could not be uploaded.")).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("focuses the server's field once the form is enabled again after the request", async () => {
    render(
      <BookingForm
        seatsLeft={4}
        upload={() => true}
        save={async () => {
          throw new ApiError(400, "BAD_REQUEST", "The request is not valid.", [{ path: "note", key: "noteMostMaxCharacters", values: { max: 10 }, message: "A note has at most 10 characters." }]);
        }}
      />,
    );
    fireEvent.change(screen.getByLabelText("Guests"), { target: { value: "2" } });
    fireEvent.change(screen.getByLabelText("Note"), { target: { value: "Window table" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Book" })));
    const note = screen.getByLabelText("Note") as HTMLInputElement;
    expect(screen.getByText("A note has at most 10 characters.").id).toBe(note.getAttribute("aria-describedby"));
    expect(note.disabled).toBe(false);
    expect(document.activeElement).toBe(note);
  });
});
