// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { render } from "@/tests/support/render";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LookupCombobox } from "@/components/ui/lookup-combobox";
import type { LookupItem } from "@/lib/schemas/lookups";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PEOPLE: LookupItem[] = [
  { id: "11111111-1111-4111-8111-111111111111", name: "Amara Okafor", detail: "amara@settle.local" },
  { id: "22222222-2222-4222-8222-222222222222", name: "Lukas Meier", detail: "lukas@settle.local" },
  { id: "33333333-3333-4333-8333-333333333333", name: "Sofia Haddad", detail: "sofia@settle.local" },
];

/** A look-up server: names or e-mails containing q. */
function serve() {
  const asked: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      const q = new URL(url, "http://x").searchParams.get("q") ?? "";
      asked.push(q);
      const data = PEOPLE.filter((p) => `${p.name} ${p.detail}`.toLowerCase().includes(q.toLowerCase()));
      return new Response(JSON.stringify({ data }), { status: 200, headers: { "content-type": "application/json" } });
    }),
  );
  return asked;
}

function Picker({ exclude = [] as string[], onChange = (_: LookupItem | null) => undefined }) {
  const [value, setValue] = useState<LookupItem | null>(null);
  return (
    <QueryClientProvider client={new QueryClient()}>
      <label htmlFor="who">Contractor</label>
      <LookupCombobox
        kind="contractors"
        noun="contractor"
        id="who"
        value={value}
        exclude={exclude}
        onChange={(item) => {
          setValue(item);
          onChange(item);
        }}
      />
    </QueryClientProvider>
  );
}

const box = () => screen.getByRole("combobox", { name: "Contractor" }) as HTMLInputElement;

describe("LookupCombobox", () => {
  it("asks the server for what was typed, and the arrows and Enter choose", async () => {
    const asked = serve();
    const chosen = vi.fn();
    render(<Picker onChange={chosen} />);
    fireEvent.focus(box());
    fireEvent.change(box(), { target: { value: "settle" } });
    await waitFor(() => expect(asked).toContain("settle"));
    await waitFor(() => expect(screen.getAllByRole("option")).toHaveLength(3));
    expect(box().getAttribute("aria-expanded")).toBe("true");
    fireEvent.keyDown(box(), { key: "ArrowDown" });
    fireEvent.keyDown(box(), { key: "ArrowDown" });
    expect(box().getAttribute("aria-activedescendant")).toBe(screen.getAllByRole("option")[1]!.id);
    fireEvent.keyDown(box(), { key: "Enter" });
    expect(chosen).toHaveBeenLastCalledWith(PEOPLE[1]);
    expect(box().value).toBe("Lukas Meier (lukas@settle.local)");
    expect(box().getAttribute("aria-expanded")).toBe("false");
  });

  it("leaves out the excluded, says when nothing matches, and typing after a choice clears it", async () => {
    serve();
    const chosen = vi.fn();
    render(<Picker exclude={[PEOPLE[0]!.id]} onChange={chosen} />);
    fireEvent.focus(box());
    fireEvent.change(box(), { target: { value: "amara" } });
    expect(await screen.findByText("No contractor matches “amara”.")).toBeTruthy();
    fireEvent.change(box(), { target: { value: "sofia" } });
    const option = await screen.findByRole("option", { name: /Sofia Haddad/ });
    await act(async () => fireEvent.mouseDown(option));
    expect(chosen).toHaveBeenLastCalledWith(PEOPLE[2]);
    fireEvent.change(box(), { target: { value: "Sofia Hadda" } });
    expect(chosen).toHaveBeenLastCalledWith(null);
    fireEvent.keyDown(box(), { key: "Escape" });
    expect(box().getAttribute("aria-expanded")).toBe("false");
  });
});
