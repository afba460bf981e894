// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { queryKeys } from "@/hooks/query-keys";
import { useTimesheetMutation } from "@/hooks/use-timesheet-mutation";
import { ApiError } from "@/lib/api-client";

const ID = "6f1c2a4e-0000-4000-8000-000000000001";
const listKey = [...queryKeys.timesheets.all, "list"];

function setUp(request: (value: number) => Promise<string>, apply?: (queryClient: QueryClient, answer: string) => void) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const invalidated: unknown[] = [];
  vi.spyOn(queryClient, "invalidateQueries").mockImplementation(async (filters) => {
    invalidated.push(filters?.queryKey);
  });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useTimesheetMutation(ID, { request, apply }), { wrapper });
  return { result, invalidated };
}

describe("useTimesheetMutation", () => {
  it("reads the timesheet and its lists again after a stale version", async () => {
    const { result, invalidated } = setUp(() => Promise.reject(new ApiError(409, "STALE_VERSION", "Changed meanwhile.")));
    await act(async () => expect(result.current.mutateAsync(1)).rejects.toThrow("Changed meanwhile."));
    expect(invalidated).toContainEqual(queryKeys.timesheets.detail(ID));
    expect(invalidated).toContainEqual(listKey);
  });

  it("reads only the timesheet again after a refused transition, and nothing after bad input", async () => {
    const refused = setUp(() => Promise.reject(new ApiError(409, "CONFLICT", "Already submitted.")));
    await act(async () => expect(refused.result.current.mutateAsync(1)).rejects.toThrow());
    expect(refused.invalidated).toEqual([queryKeys.timesheets.detail(ID)]);

    const bad = setUp(() => Promise.reject(new ApiError(400, "BAD_REQUEST", "Enter a number.")));
    await act(async () => expect(bad.result.current.mutateAsync(1)).rejects.toThrow());
    expect(bad.invalidated).toEqual([]);
  });

  it("hands the answer to apply, or reads the timesheet and lists again without one", async () => {
    const applied: string[] = [];
    const withApply = setUp(async (value) => `answer ${value}`, (_client, answer) => void applied.push(answer));
    await act(async () => expect(withApply.result.current.mutateAsync(7)).resolves.toBe("answer 7"));
    expect(applied).toEqual(["answer 7"]);
    expect(withApply.invalidated).toEqual([]);

    const plain = setUp(async () => "done");
    await act(async () => void (await plain.result.current.mutateAsync(1)));
    expect(plain.invalidated).toContainEqual(queryKeys.timesheets.detail(ID));
    expect(plain.invalidated).toContainEqual(listKey);
  });
});
