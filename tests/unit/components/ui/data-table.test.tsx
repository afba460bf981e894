// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { render } from "@/tests/support/render";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { DataTable, DataTableSelectionBar, type ColumnDef, type RowSelectionState, type SortingState } from "@/components/ui/data-table";
import { TableCell, TableRow } from "@/components/ui/table";

afterEach(cleanup);

interface Person {
  id: string;
  name: string;
  age: number;
  locked?: boolean;
}

const people: Person[] = [
  { id: "a", name: "Amara", age: 31 },
  { id: "b", name: "Lukas", age: 45 },
  { id: "c", name: "Sofia", age: 28, locked: true },
  { id: "d", name: "Noah", age: 39 },
  { id: "e", name: "Ines", age: 52 },
];

const columns: ColumnDef<Person>[] = [
  { accessorKey: "name", header: "Name" },
  { accessorKey: "age", header: "Age", meta: { className: "text-right" } },
];

function Selectable({ onChange }: { onChange?: (s: RowSelectionState) => void }) {
  const [selection, setSelection] = useState<RowSelectionState>({});
  const count = Object.keys(selection).length;
  return (
    <>
      <DataTableSelectionBar count={count} noun="row" onClear={() => setSelection({})}>
        <button type="button">Archive</button>
      </DataTableSelectionBar>
      <DataTable
        columns={columns}
        data={people}
        getRowId={(p) => p.id}
        caption="People"
        rowLabel={(p) => p.name}
        canSelectRow={(p) => !p.locked}
        rowSelection={selection}
        onRowSelectionChange={(next) => {
          setSelection(next);
          onChange?.(next);
        }}
      />
    </>
  );
}

const box = (name: string) => screen.getByRole("checkbox", { name: `Select ${name}` }) as HTMLInputElement;

describe("DataTable", () => {
  it("renders the columns a screen gives it, and the empty state without rows", () => {
    const { rerender } = render(<DataTable columns={columns} data={people} getRowId={(p) => p.id} caption="People" />);
    const table = screen.getByRole("table", { name: "People" });
    expect(within(table).getAllByRole("row")).toHaveLength(6);
    expect(within(table).getByRole("cell", { name: "45" }).className).toContain("text-right");
    rerender(<DataTable columns={columns} data={[]} getRowId={(p) => p.id} caption="People" empty={<p>Nobody yet</p>} />);
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.getByText("Nobody yet")).toBeTruthy();
  });

  it("sorts on the client when the header is clicked, and reports the order", () => {
    let sorting: SortingState = [];
    function Sorted() {
      const [state, setState] = useState<SortingState>([]);
      return (
        <DataTable
          columns={columns}
          data={people}
          getRowId={(p) => p.id}
          caption="People"
          sorting={state}
          onSortingChange={(next) => {
            sorting = next;
            setState(next);
          }}
        />
      );
    }
    render(<Sorted />);
    fireEvent.click(screen.getByRole("button", { name: /^Age/ }));
    expect(sorting).toEqual([{ id: "age", desc: true }]);
    const names = screen.getAllByRole("row").slice(1).map((row) => within(row).getAllByRole("cell")[0]?.textContent);
    expect(names).toEqual(["Ines", "Lukas", "Noah", "Amara", "Sofia"]);
    expect(screen.getByRole("columnheader", { name: /Age/ }).getAttribute("aria-sort")).toBe("descending");
  });

  it("selects one row, a shift-click range (skipping rows that cannot be chosen), and clears", () => {
    render(<Selectable />);
    expect(screen.queryByRole("toolbar")).toBeNull();
    fireEvent.click(box("Amara"));
    expect(box("Amara").checked).toBe(true);
    expect(screen.getByRole("toolbar").textContent).toContain("1 row selected");
    fireEvent.click(box("Noah"), { shiftKey: true });
    expect(["Amara", "Lukas", "Noah"].map((n) => box(n).checked)).toEqual([true, true, true]);
    expect(box("Sofia").checked).toBe(false);
    expect(box("Sofia").disabled).toBe(true);
    expect(screen.getByRole("toolbar").textContent).toContain("3 rows selected");
    fireEvent.click(screen.getByRole("button", { name: "Clear" }));
    expect(screen.queryByRole("toolbar")).toBeNull();
    expect(box("Amara").checked).toBe(false);
  });

  it("a shift-click on a selected row deselects the range", () => {
    render(<Selectable />);
    fireEvent.click(box("Amara"));
    fireEvent.click(box("Ines"), { shiftKey: true });
    expect(screen.getByRole("toolbar").textContent).toContain("4 rows selected");
    fireEvent.click(box("Lukas"));
    fireEvent.click(box("Noah"), { shiftKey: true });
    expect(["Amara", "Lukas", "Noah", "Ines"].map((n) => box(n).checked)).toEqual([true, false, false, true]);
  });

  it("selects and unselects every selectable row of the page from the header", () => {
    let last: RowSelectionState = {};
    render(<Selectable onChange={(s) => (last = s)} />);
    const all = screen.getByRole("checkbox", { name: "Select every row on this page" }) as HTMLInputElement;
    fireEvent.click(all);
    expect(Object.keys(last).sort()).toEqual(["a", "b", "d", "e"]);
    expect(all.checked).toBe(true);
    fireEvent.click(all);
    expect(last).toEqual({});
  });

  it("offers more rows when the list has another page", () => {
    let asked = 0;
    render(
      <DataTable
        columns={columns}
        data={people}
        getRowId={(p) => p.id}
        caption="People"
        more={{ hasMore: true, loading: false, onLoadMore: () => (asked += 1), what: "people" }}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Load more people" }));
    expect(asked).toBe(1);
  });

  it("keeps a read-only table in the given order, names its scrolling region and tags its rows", () => {
    render(
      <DataTable
        columns={columns}
        data={people}
        getRowId={(p) => p.id}
        caption="People"
        manualSorting
        scrollLabel="People list"
        rowProps={(p) => ({ "data-testid": "person", "data-locked": p.locked === true })}
      />,
    );
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByRole("region", { name: "People list" }).getAttribute("tabindex")).toBe("0");
    const rows = screen.getAllByTestId("person");
    expect(rows.map((row) => within(row).getAllByRole("cell")[0]?.textContent)).toEqual(["Amara", "Lukas", "Sofia", "Noah", "Ines"]);
    expect(rows.map((row) => row.getAttribute("data-locked"))).toEqual(["false", "false", "true", "false", "false"]);
  });

  it("puts the screen's footer rows in tfoot, applies its row props (focus, keys, name, classes) and lets it replace a row", () => {
    const keys: string[] = [];
    const refs = new Map<string, HTMLTableRowElement>();
    render(
      <DataTable
        columns={columns}
        data={people}
        getRowId={(p) => p.id}
        caption="People"
        manualSorting
        rowProps={(p, index) => ({ "data-person": p.id, ...{
          ref: (element: HTMLTableRowElement | null) => {
            if (element) refs.set(p.id, element);
            else refs.delete(p.id);
          },
          tabIndex: index === 0 ? 0 : -1,
          onKeyDown: (event) => keys.push(`${p.name}:${event.key}`),
          "aria-label": `${p.name}, ${p.age}`,
          className: p.locked ? "locked-row" : undefined,
        } })}
        renderRow={(p) =>
          p.id === "d" ? (
            <tr data-testid="replaced">
              <td colSpan={2}>Editing {p.name}</td>
            </tr>
          ) : undefined
        }
        footer={
          <TableRow>
            <TableCell>Total</TableCell>
            <TableCell className="text-right">195</TableCell>
          </TableRow>
        }
      />,
    );
    const table = screen.getByRole("table", { name: "People" });
    expect(screen.queryByRole("button")).toBeNull();

    const footer = table.querySelector("tfoot") as HTMLElement;
    expect(footer.textContent).toBe("Total195");
    expect(table.querySelector("tbody")?.textContent).not.toContain("Total");

    const amara = within(table).getByRole("row", { name: "Amara, 31" });
    expect(amara.tabIndex).toBe(0);
    expect(amara.getAttribute("data-person")).toBe("a");
    expect(amara.className).toContain("border-b");
    expect(within(table).getByRole("row", { name: "Lukas, 45" }).tabIndex).toBe(-1);
    expect(within(table).getByRole("row", { name: "Sofia, 28" }).className).toContain("locked-row");
    expect(refs.get("a")).toBe(amara);
    fireEvent.keyDown(amara, { key: "ArrowDown" });
    expect(keys).toEqual(["Amara:ArrowDown"]);

    const replaced = screen.getByTestId("replaced");
    expect(replaced.textContent).toBe("Editing Noah");
    expect(replaced.parentElement?.tagName).toBe("TBODY");
    expect(within(table).queryByRole("row", { name: "Noah, 39" })).toBeNull();
    expect(refs.has("d")).toBe(false);
    expect(table.querySelectorAll("tbody tr")).toHaveLength(5);
  });
});

describe("DataTable in German", () => {
  it("names the checkboxes and counts the selection in German under de-DE", () => {
    render(<Selectable />, { locale: "de-DE" });
    expect(screen.getByRole("checkbox", { name: "Alle Zeilen dieser Seite auswählen" })).toBeTruthy();
    fireEvent.click(screen.getByRole("checkbox", { name: "Amara auswählen" }));
    expect(screen.getByRole("toolbar", { name: "Aktionen für die ausgewählten Zeilen" }).textContent).toContain("1 Zeile ausgewählt");
    expect(screen.getByRole("button", { name: "Auswahl aufheben" })).toBeTruthy();
  });
});
