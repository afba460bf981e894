"use client";

import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { useRefusalText } from "@/hooks/use-refusal-text";

export interface LoadMoreProps {
  /** Whether another page follows; without one nothing is shown. */
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  /** What is loaded, for the button's text: "Load more months". */
  what: string;
  /** The message of a failed load, shown beside the button, which then retries. */
  error?: string;
}

/**
 * The end of a paged list: a "Load more" button that also fires by itself when it scrolls into
 * view, so a reader who scrolls keeps reading and a keyboard user can press it.
 */
export function LoadMore({ hasMore, loading, onLoadMore, what, error }: LoadMoreProps) {
  const t = useTranslations();
  const refusalText = useRefusalText();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const element = button.current;
    if (!element || !hasMore || loading || error || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onLoadMore();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, loading, error, onLoadMore]);
  if (!hasMore) return null;
  return (
    <div className="flex items-center justify-center gap-3 py-2">
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {refusalText(error)}
        </p>
      ) : null}
      <Button ref={button} variant="outline" onClick={onLoadMore} pending={loading}>
        {loading ? t("common.loading") : error ? t("common.retry") : t("ui.loadMore.more", { what })}
      </Button>
    </div>
  );
}

/**
 * LoadMore's props (DataTable's `more`) for a list paged by cursor through React Query: shown
 * while a next page exists, one request at a time, the failure's message with a retry.
 */
export function useLoadMore<P>(pages: UseInfiniteQueryResult<InfiniteData<P>>, what: string): LoadMoreProps {
  const { fetchNextPage, isFetchingNextPage, hasNextPage, isFetchNextPageError, error } = pages;
  const onLoadMore = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, isFetchingNextPage]);
  return { hasMore: hasNextPage, loading: isFetchingNextPage, onLoadMore, what, error: isFetchNextPageError ? error?.message : undefined };
}
