import "server-only";

/** An open event stream of this process, and how to end it. */
interface OpenStream {
  userId: string | null;
  end: () => void;
  /** Asks whether the stream's session still holds, and ends it with `ended` if not. */
  recheck?: () => void;
}

// On globalThis: the shutdown handler (instrumentation's bundle) must see the streams the route
// handlers' bundle opened.
const holder = globalThis as unknown as { __settleOpenStreams?: Set<OpenStream> };
const streams = (holder.__settleOpenStreams ??= new Set());

/** Keeps an open stream findable until the returned function forgets it (when it ends). */
export function trackOpenStream(userId: string | null, end: () => void, recheck?: () => void): () => void {
  const stream: OpenStream = { userId, end, ...(recheck ? { recheck } : {}) };
  streams.add(stream);
  return () => streams.delete(stream);
}

/** Ends this process's open streams (all of them, or one person's); each ends once. */
export function endOpenStreams(userId?: string): number {
  let ended = 0;
  for (const stream of [...streams]) {
    if (userId !== undefined && stream.userId !== userId) continue;
    streams.delete(stream);
    stream.end();
    ended++;
  }
  return ended;
}

/**
 * Some of a person's sessions ended (on any instance: server/events/change-feed.ts hears it): each
 * of their streams here asks whether its own session still holds, so signing out in one browser
 * ends that browser's stream and leaves the others.
 */
export function recheckOpenStreams(userId: string): void {
  for (const stream of streams) if (stream.userId === userId) stream.recheck?.();
}

