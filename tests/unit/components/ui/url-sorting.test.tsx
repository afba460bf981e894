// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { render } from "@/tests/support/render";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DataTable, useUrlSorting, type ColumnDef } from "@/components/ui/data-table";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));

afterEach(() => {
  cleanup();
  push.mockReset();
});

type Key = "name" | "age";
const isKey = (id: string): id is Key => id === "name" || id === "age";
const rows = [{ id: "a", name: "Amara", age: 31, city: "Lagos" }];
const columns: ColumnDef<(typeof rows)[number]>[] = [
  { accessorKey: "name", header: "Name" },
  { accessorKey: "age", header: "Age" },
  { accessorKey: "city", header: "City" },
];

function Sorted({ sort, dir }: { sort: Key; dir: "asc" | "desc" }) {
  const sorting = useUrlSorting({ sort, dir, isKey, hrefFor: (key, direction) => `/people?sort=${key}&dir=${direction}&page=1` });
  return <DataTable columns={columns} data={rows} getRowId={(row) => row.id} caption="People" manualSorting {...sorting} />;
}

describe("useUrlSorting", () => {
  it("shows the URL's order on its header and navigates to the list sorted anew, without scrolling", () => {
    render(<Sorted sort="name" dir="asc" />);
    expect(screen.getByRole("columnheader", { name: /Name/ }).getAttribute("aria-sort")).toBe("ascending");
    fireEvent.click(screen.getByRole("button", { name: /Name/ }));
    expect(push).toHaveBeenCalledWith("/people?sort=name&dir=desc&page=1", { scroll: false });
    fireEvent.click(screen.getByRole("button", { name: /Age/ }));
    expect(push).toHaveBeenLastCalledWith(expect.stringMatching(/^\/people\?sort=age&dir=(asc|desc)&page=1$/), { scroll: false });
  });

  it("ignores a header the server cannot sort by", () => {
    render(<Sorted sort="age" dir="desc" />);
    fireEvent.click(screen.getByRole("button", { name: /City/ }));
    expect(push).not.toHaveBeenCalled();
  });
});
