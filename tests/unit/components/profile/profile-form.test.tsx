// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { render } from "@/tests/support/render";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const refresh = vi.hoisted(() => vi.fn());
vi.mock("next/navigation", () => ({
  useRouter: () => ({ replace: vi.fn(), push: vi.fn(), refresh, back: vi.fn(), prefetch: vi.fn() }),
}));

const { ProfileForm } = await import("@/components/contractor/profile/profile-form");
const { queryKeys } = await import("@/hooks/query-keys");

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/** Stands in for the date picker: it reads the timesheet's work days from the timesheet query. */
function PickerDays({ load }: { load: () => Promise<string[]> }) {
  const query = useQuery({ queryKey: queryKeys.timesheets.detail("t1"), queryFn: load });
  return <p data-testid="picker-days">{query.data?.join(",") ?? "loading"}</p>;
}

const profile = { name: "Grace Hopper", email: "grace@example.com", workingDays: ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY"], locale: null, version: 4 };

beforeEach(() => refresh.mockReset());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("ProfileForm", () => {
  it("shows the e-mail, saves name and work days through PUT /api/user, and the picker's days follow at once", async () => {
    let days = profile.workingDays;
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { name: string; workingDays: string[] };
      days = body.workingDays;
      return jsonResponse({ data: { name: body.name, contractor: { workingDays: body.workingDays, version: 5 } } });
    });
    vi.stubGlobal("fetch", fetchMock);
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <ProfileForm profile={profile} />
        <PickerDays load={async () => days} />
      </QueryClientProvider>,
    );
    expect(screen.getByTestId("profile-email").textContent).toBe("grace@example.com");
    expect(await screen.findByText(profile.workingDays.join(","))).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Grace B. Hopper" } });
    fireEvent.click(screen.getByRole("checkbox", { name: "Saturday" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Monday" }));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save profile" })));

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/user");
    expect(init?.method).toBe("PUT");
    expect(JSON.parse(String(init?.body))).toEqual({
      name: "Grace B. Hopper",
      workingDays: ["TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY"],
      locale: null,
      version: 4,
    });
    expect(await screen.findByText("TUESDAY,WEDNESDAY,THURSDAY,FRIDAY,SATURDAY")).toBeTruthy();
    expect(refresh).toHaveBeenCalled();

    // The next save carries the version the server returned.
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save profile" })));
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]?.body))).toMatchObject({ version: 5 });
  });

  it("chooses the language as the user menu does: a language, or the browser's again", async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => jsonResponse({ data: { name: profile.name, contractor: { workingDays: profile.workingDays, version: 5 } } }));
    vi.stubGlobal("fetch", fetchMock);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ProfileForm profile={{ ...profile, locale: "de" }} />
      </QueryClientProvider>,
    );
    const language = screen.getByLabelText("Language") as HTMLSelectElement;
    expect(language.value).toBe("de");
    expect([...language.options].map((option) => option.text)).toEqual(["Browser's language", "English", "Deutsch"]);
    fireEvent.change(language, { target: { value: "" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save profile" })));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toMatchObject({ locale: null });
    fireEvent.change(language, { target: { value: "en" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save profile" })));
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]?.body))).toMatchObject({ locale: "en" });
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it("needs at least one work day and sends nothing without one", async () => {
    const fetchMock = vi.fn(async () => jsonResponse({}));
    vi.stubGlobal("fetch", fetchMock);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ProfileForm profile={{ ...profile, workingDays: ["MONDAY"] }} />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole("checkbox", { name: "Monday" }));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save profile" })));
    expect(screen.getByText("Choose at least one work day.")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a stale profile", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => jsonResponse({ error: { code: "CONFLICT", message: "Someone else changed this profile." } }, 409)));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ProfileForm profile={profile} />
      </QueryClientProvider>,
    );
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save profile" })));
    expect(screen.getByRole("alert").textContent).toBe("Someone else changed this profile.");
  });
});
