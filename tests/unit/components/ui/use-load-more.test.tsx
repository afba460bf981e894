// @vitest-environment jsdom
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useLoadMore } from "@/components/ui/load-more";

type Pages = UseInfiniteQueryResult<InfiniteData<{ data: number[] }>>;

function pages(state: Partial<Pages>): Pages {
  return { fetchNextPage: vi.fn(), isFetchingNextPage: false, hasNextPage: true, isFetchNextPageError: false, error: null, ...state } as unknown as Pages;
}

describe("useLoadMore", () => {
  it("offers the next page and asks for it once at a time", () => {
    const idle = pages({});
    const { result, rerender } = renderHook(({ p }) => useLoadMore(p, "months"), { initialProps: { p: idle } });
    expect(result.current).toMatchObject({ hasMore: true, loading: false, what: "months", error: undefined });
    result.current.onLoadMore();
    expect(idle.fetchNextPage).toHaveBeenCalledTimes(1);
    const busy = pages({ isFetchingNextPage: true });
    rerender({ p: busy });
    expect(result.current.loading).toBe(true);
    result.current.onLoadMore();
    expect(busy.fetchNextPage).not.toHaveBeenCalled();
  });

  it("passes a failed page's message on, and says when there is no next page", () => {
    const { result } = renderHook(() => useLoadMore(pages({ isFetchNextPageError: true, error: new Error("The server could not be reached.") } as Partial<Pages>), "contractors"));
    expect(result.current.error).toBe("The server could not be reached.");
    const { result: done } = renderHook(() => useLoadMore(pages({ hasNextPage: false }), "contractors"));
    expect(done.current.hasMore).toBe(false);
  });
});
