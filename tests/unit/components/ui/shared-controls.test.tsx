// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { Pencil, Trash2 } from "lucide-react";
import { render } from "@/tests/support/render";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ConfirmAction } from "@/components/ui/confirm-action";
import { AddButton } from "@/components/ui/add-button";
import { actionsColumn, DataTable, SearchTable, TableSection, timestampColumn, type ColumnDef } from "@/components/ui/data-table";
import { formatsFor } from "@/lib/format/formats";
import { Button } from "@/components/ui/button";
import { IconButton } from "@/components/ui/icon-button";
import { RecordLink } from "@/components/ui/record-link";
import { toastStore } from "@/components/ui/toast/use-toast";
import { ApiError } from "@/lib/api-client";

afterEach(() => {
  cleanup();
  toastStore.dismiss();
});

const lastToast = () => toastStore.getSnapshot().at(-1);

describe("AddButton", () => {
  it("is named by what it adds, the plus hidden from screen readers", () => {
    render(<AddButton>New API key</AddButton>);
    const button = screen.getByRole("button", { name: "New API key" });
    expect(button.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
    expect(button.getAttribute("type")).toBe("button");
  });

  it("is a link to the adding page when given one", () => {
    render(<AddButton href="/admin/payments/new">New payment run</AddButton>);
    expect(screen.getByRole("link", { name: "New payment run" }).getAttribute("href")).toBe("/admin/payments/new");
    expect(screen.queryByRole("button")).toBeNull();
  });
});

describe("IconButton", () => {
  it("is named by its label alone", () => {
    render(<IconButton icon={Pencil} label="Edit Acme" />);
    const button = screen.getByRole("button", { name: "Edit Acme" });
    expect(button.textContent).toBe("");
    expect(button.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
  });

  it("shows its label as a tooltip on hover, since the icon is all a mouse user sees (#47.9)", () => {
    render(<IconButton icon={Pencil} label="Edit Acme" />);
    expect(screen.getByRole("button", { name: "Edit Acme" }).getAttribute("title")).toBe("Edit Acme");
  });

  it("gives any icon-sized button with a name the same tooltip, and keeps a title given", () => {
    render(
      <>
        <Button size="icon-sm" aria-label="Remove rate 1" />
        <Button size="icon" aria-label="Previous month" title="Go to September" />
        <Button aria-label="Save">Save</Button>
      </>,
    );
    expect(screen.getByRole("button", { name: "Remove rate 1" }).getAttribute("title")).toBe("Remove rate 1");
    expect(screen.getByRole("button", { name: "Previous month" }).getAttribute("title")).toBe("Go to September");
    expect(screen.getByRole("button", { name: "Save" }).getAttribute("title")).toBeNull();
  });
});

describe("Button", () => {
  it("goes grey when off, so a disabled Approve does not look like one to press (#47.9)", () => {
    render(
      <>
        <Button disabled>Approve</Button>
        <Button variant="destructive" disabled>
          Contest
        </Button>
      </>,
    );
    for (const name of ["Approve", "Contest"]) {
      const classes = screen.getByRole("button", { name }).className.split(" ");
      expect(classes).toEqual(expect.arrayContaining(["disabled:bg-muted", "disabled:text-muted-foreground", "disabled:opacity-50"]));
    }
  });
});

describe("ConfirmAction", () => {
  function renderDelete(run: () => Promise<unknown>, done: Parameters<typeof ConfirmAction>[0]["done"] = { title: "Client deleted", description: "Acme" }) {
    render(<ConfirmAction title='Delete client "Acme"?' run={run} done={done} trigger={<IconButton icon={Trash2} label="Delete Acme" />} />);
    fireEvent.click(screen.getByRole("button", { name: "Delete Acme" }));
    return screen.getByRole("alertdialog", { name: 'Delete client "Acme"?' });
  }

  it("asks before it runs the change, and Cancel runs nothing", () => {
    const run = vi.fn(async () => undefined);
    const dialog = renderDelete(run);
    expect(run).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(run).not.toHaveBeenCalled();
  });

  it("runs the change once confirmed, says so and closes", async () => {
    const run = vi.fn(async () => undefined);
    const dialog = renderDelete(run);
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Delete" })));
    expect(run).toHaveBeenCalledTimes(1);
    expect(lastToast()).toMatchObject({ title: "Client deleted", description: "Acme", variant: "default" });
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("shows the server's reason for a refusal and stays open", async () => {
    const run = vi.fn(async () => Promise.reject(new ApiError(409, "CONFLICT", "The client still has projects.")));
    const dialog = renderDelete(run);
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Delete" })));
    expect(lastToast()).toMatchObject({ title: "Not done", description: "The client still has projects.", variant: "destructive" });
    expect(screen.getByRole("alertdialog")).toBeTruthy();
  });

  it("hands the server's answer to `done` when it is a function", async () => {
    const done = vi.fn();
    const dialog = renderDelete(async () => ({ secret: "whsec_1" }), done);
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Delete" })));
    expect(done).toHaveBeenCalledWith({ secret: "whsec_1" });
  });
});

type Row = { id: string; name: string };
const columns: ColumnDef<Row>[] = [
  { accessorKey: "name", header: "Name" },
  actionsColumn<Row>(({ row }) => <IconButton icon={Pencil} label={`Edit ${row.original.name}`} />, "w-16"),
];

describe("TableSection", () => {
  const section = (rows: Row[], add = true) => (
    <TableSection
      intro={<p>Whom contractors invoice.</p>}
      columns={columns}
      data={rows}
      getRowId={(row) => row.id}
      caption="Invoicing entities"
      add={add ? <AddButton>New invoicing entity</AddButton> : undefined}
      empty={{ title: "No invoicing entities yet", description: "Add the first one." }}
    >
      <p>After the table</p>
    </TableSection>
  );

  it("puts the add button above the rows, once, with the intro before and the rest after", () => {
    render(section([{ id: "1", name: "Acme GmbH" }]));
    expect(screen.getAllByRole("button", { name: "New invoicing entity" })).toHaveLength(1);
    const table = screen.getByRole("table", { name: "Invoicing entities" });
    const add = screen.getByRole("button", { name: "New invoicing entity" });
    expect(add.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText("Whom contractors invoice.")).toBeTruthy();
    expect(screen.getByText("After the table")).toBeTruthy();
    expect(screen.queryByTestId("empty-state")).toBeNull();
  });

  it("offers the add button in the empty state, and only there, while there are no rows", () => {
    render(section([]));
    const empty = screen.getByTestId("empty-state");
    expect(empty.textContent).toContain("No invoicing entities yet");
    expect(within(empty).getByRole("button", { name: "New invoicing entity" })).toBeTruthy();
    expect(screen.getAllByRole("button", { name: "New invoicing entity" })).toHaveLength(1);
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("shows no add control when the list has none", () => {
    render(section([], false));
    expect(screen.queryByRole("button")).toBeNull();
  });
});

describe("actionsColumn", () => {
  it("is headed Actions in the reader's language, unsorted and right-aligned", () => {
    render(<TableSection columns={columns} data={[{ id: "1", name: "Acme GmbH" }]} getRowId={(row) => row.id} caption="Entities" empty={{ title: "None" }} />, { locale: "de-DE" });
    const header = screen.getByRole("columnheader", { name: "Aktionen" });
    expect(within(header).queryByRole("button")).toBeNull();
    expect(header.className).toContain("w-16");
    expect(header.className).toContain("text-right");
    expect(screen.getByRole("button", { name: "Edit Acme GmbH" })).toBeTruthy();
  });
});

describe("DataTable's row keys", () => {
  it("keys a row by its id when the screen names no other key", () => {
    const rows: Row[] = [
      { id: "a", name: "Acme GmbH" },
      { id: "b", name: "Beta AG" },
    ];
    render(<DataTable columns={columns} data={rows} caption="Entities" rowSelection={{ b: true }} onRowSelectionChange={() => undefined} rowLabel={(row) => row.name} />);
    const checked = (name: string) => (screen.getByRole("checkbox", { name }) as HTMLInputElement).checked;
    expect(checked("Select Beta AG")).toBe(true);
    expect(checked("Select Acme GmbH")).toBe(false);
  });
});

describe("timestampColumn", () => {
  type Key = { id: string; name: string; lastUsedAt: string | null };
  const keyColumns: ColumnDef<Key>[] = [
    { accessorKey: "name", header: "Name" },
    timestampColumn<Key>({ id: "used", header: "Last used", at: (k) => k.lastUsedAt, none: "Not yet", format: formatsFor("en-GB"), timeZone: "Europe/Berlin", className: "text-xs" }),
  ];

  it("shows each moment in the installation's time zone, and its word where there is none", () => {
    render(<DataTable columns={keyColumns} data={[{ id: "1", name: "Payroll", lastUsedAt: "2026-11-01T10:00:00.000Z" }, { id: "2", name: "Sync", lastUsedAt: null }]} caption="Keys" />);
    const cells = screen.getAllByRole("row").slice(1).map((row) => within(row).getAllByRole("cell")[1]);
    expect(cells.map((cell) => cell?.textContent)).toEqual(["01 Nov 2026, 11:00", "Not yet"]);
    expect(cells[0]?.className).toContain("text-xs");
  });
});

describe("RecordLink", () => {
  it("is a link named by what it opens, in the link colour", () => {
    render(<RecordLink href="/admin/contractors/1">Ada Lovelace</RecordLink>);
    const link = screen.getByRole("link", { name: "Ada Lovelace" });
    expect(link.getAttribute("href")).toBe("/admin/contractors/1");
    expect(link.className).toContain("text-primary");
  });
});

describe("SearchTable", () => {
  const list = (rows: Row[]) => (
    <SearchTable
      search={<input aria-label="Search clients" />}
      add={<AddButton>New client</AddButton>}
      columns={columns}
      data={rows}
      caption="Clients"
      noMatch={{ title: "No client matches", description: "Try another name." }}
    />
  );

  it("keeps the search and the add button above the rows", () => {
    render(list([{ id: "1", name: "Acme GmbH" }]));
    expect(screen.getByRole("textbox", { name: "Search clients" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "New client" })).toBeTruthy();
    expect(screen.getByRole("table", { name: "Clients" })).toBeTruthy();
  });

  it("says no match when a search finds nothing, the add button still in the toolbar and not in the message", () => {
    render(list([]));
    const empty = screen.getByTestId("empty-state");
    expect(empty.textContent).toContain("No client matches");
    expect(within(empty).queryByRole("button")).toBeNull();
    expect(screen.getAllByRole("button", { name: "New client" })).toHaveLength(1);
  });
});
