"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { changeEventSchema, REALTIME, type ChangeEvent } from "@/lib/schemas/events";
import { changesServerPages, isAffectedBy } from "./live-invalidation";
import { queryKeys } from "./query-keys";

/**
 * An export announces its progress every ~2 %, dozens of times a second for a small one. Each event
 * re-reading the tray, and each re-read aborting the one before (invalidateQueries cancels a running
 * fetch), made about 30 requests in 2 s, 27 of them aborted. The tray is re-read at most this often:
 * one request at a time, never aborted, and one more after it for whatever changed meanwhile.
 */
const EXPORT_REFRESH_GAP_MS = 500;

export type LiveStatus = "connecting" | "live" | "reconnecting";

export interface LiveUpdatesOptions {
  /** Pages rendered on the server (the admin tables) re-render on a change, at most this often. */
  refreshServerDataMs?: number;
  /** The stream's address; tests point it elsewhere. */
  url?: string;
}

/**
 * Keeps the screen in step with what others commit: each change event invalidates exactly the
 * queries it affects; after a drop the stream reconnects after 1, 2, 5 then every 10 s and
 * refetches everything it may have missed. A stream silent for longer than a heartbeat plus the
 * push timeout counts as dropped.
 */
export function useLiveUpdates({ refreshServerDataMs, url = "/api/events" }: LiveUpdatesOptions = {}): LiveStatus {
  const queryClient = useQueryClient();
  const router = useRouter();
  // Read through a ref so a new router object never tears the stream down.
  const routerRef = useRef(router);
  useEffect(() => {
    routerRef.current = router;
  }, [router]);
  const [status, setStatus] = useState<LiveStatus>("connecting");
  const refreshTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    let source: EventSource | null = null;
    let attempt = 0;
    let everLive = false;
    let retryTimer: ReturnType<typeof setTimeout> | null = null;
    let silenceTimer: ReturnType<typeof setTimeout> | null = null;
    let stopped = false;
    let exportsTimer: ReturnType<typeof setTimeout> | null = null;
    let exportsInFlight = false;
    let exportsChanged = false;
    let exportsLastRead = Number.NEGATIVE_INFINITY;

    const refreshServerData = () => {
      if (refreshServerDataMs === undefined || refreshTimer.current) return;
      refreshTimer.current = setTimeout(() => {
        refreshTimer.current = null;
        routerRef.current.refresh();
      }, refreshServerDataMs);
    };
    const refetchEverything = () => {
      void queryClient.invalidateQueries();
      refreshServerData();
    };
    const readExports = () => {
      exportsTimer = null;
      if (stopped) return;
      exportsChanged = false;
      exportsInFlight = true;
      exportsLastRead = Date.now();
      void queryClient.invalidateQueries({ queryKey: queryKeys.exportJobs.all }, { cancelRefetch: false }).finally(() => {
        exportsInFlight = false;
        if (exportsChanged) refreshExports();
      });
    };
    function refreshExports() {
      exportsChanged = true;
      if (exportsInFlight || exportsTimer) return;
      exportsTimer = setTimeout(readExports, Math.max(0, exportsLastRead + EXPORT_REFRESH_GAP_MS - Date.now()));
    }
    const onChange = (event: ChangeEvent) => {
      if (event.kind === "export_job") {
        refreshExports();
        return;
      }
      void queryClient.invalidateQueries({ predicate: (query) => isAffectedBy(event, query) });
      if (changesServerPages(event)) refreshServerData();
    };
    const watchSilence = () => {
      if (silenceTimer) clearTimeout(silenceTimer);
      silenceTimer = setTimeout(() => drop(), REALTIME.heartbeatMs + REALTIME.pushTimeoutMs);
    };
    const drop = () => {
      source?.close();
      source = null;
      if (silenceTimer) clearTimeout(silenceTimer);
      if (stopped) return;
      setStatus("reconnecting");
      const delays = REALTIME.reconnectDelaysMs;
      const delay = delays[Math.min(attempt, delays.length - 1)];
      attempt += 1;
      retryTimer = setTimeout(connect, delay);
    };
    function connect() {
      if (stopped) return;
      source = new EventSource(url, { withCredentials: true });
      source.addEventListener("ready", () => {
        attempt = 0;
        setStatus("live");
        watchSilence();
        // Whatever was committed while the stream was down is refetched once it is back.
        if (everLive) refetchEverything();
        everLive = true;
      });
      source.addEventListener("heartbeat", watchSilence);
      source.addEventListener("resync", () => {
        watchSilence();
        refetchEverything();
      });
      source.addEventListener("change", (message) => {
        watchSilence();
        try {
          const parsed = changeEventSchema.safeParse(JSON.parse((message as MessageEvent<string>).data));
          if (parsed.success) onChange(parsed.data);
        } catch {
          // A malformed event is ignored; the next resync or reconnect catches up.
        }
      });
      source.addEventListener("ended", () => {
        stopped = true;
        source?.close();
        routerRef.current.refresh();
      });
      // EventSource would retry on its own schedule; ours is the spec's 1, 2, 5, 10 s.
      source.onerror = () => drop();
    }

    connect();
    return () => {
      stopped = true;
      source?.close();
      if (retryTimer) clearTimeout(retryTimer);
      if (silenceTimer) clearTimeout(silenceTimer);
      if (exportsTimer) clearTimeout(exportsTimer);
      if (refreshTimer.current) clearTimeout(refreshTimer.current);
      refreshTimer.current = null;
    };
  }, [queryClient, refreshServerDataMs, url]);

  return status;
}
