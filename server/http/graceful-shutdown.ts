import "server-only";
import type http from "node:http";
import { endOpenStreams } from "@/server/events/open-streams";

/** How long requests in flight may take to finish once the server is asked to stop. */
export const SHUTDOWN_GRACE_MS = 10_000;

interface HttpState {
  servers: Set<http.Server>;
  inFlight: Set<http.ServerResponse>;
  stopping: Promise<void> | null;
}

// On globalThis: the guard sees requests in Next's bundle, the signal handler lives in instrumentation's.
const holder = globalThis as unknown as { __settleHttp?: HttpState };
const state = (holder.__settleHttp ??= { servers: new Set(), inFlight: new Set(), stopping: null });

/** Called by the server guard for every request: which servers to close, which answers to wait for. */
export function noteRequest(server: http.Server, response: http.ServerResponse): void {
  state.servers.add(server);
  state.inFlight.add(response);
  response.once("close", () => state.inFlight.delete(response));
}

function whenIdle(): Promise<void> {
  if (state.inFlight.size === 0) return Promise.resolve();
  return Promise.all([...state.inFlight].map((response) => new Promise((resolve) => response.once("close", resolve)))).then(() => whenIdle());
}

/**
 * Stops the server without dropping work: no new connections, the open event streams end at once
 * (their clients reconnect, elsewhere if another instance runs), requests in flight get at most
 * SHUTDOWN_GRACE_MS to finish, then `close` (the database) runs. Idempotent: a second signal waits
 * for the first shutdown. The caller exits once it resolves.
 */
export function stopServing(close: () => Promise<void>, graceMs = SHUTDOWN_GRACE_MS): Promise<void> {
  state.stopping ??= (async () => {
    for (const server of state.servers) {
      server.close();
      server.closeIdleConnections();
    }
    endOpenStreams();
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([whenIdle(), new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)))]);
    clearTimeout(timer);
    for (const server of state.servers) server.closeAllConnections();
    await close();
  })();
  return state.stopping;
}
