import "server-only";
import { REALTIME, type ChangeEvent } from "@/lib/schemas/events";
import type { Actor } from "@/server/auth/actor";
import { subscribeToChanges } from "./change-feed";
import { mayReceive } from "./may-receive";
import { trackOpenStream } from "./open-streams";

export interface EventStreamOptions {
  /** Ends the stream when the request goes away. */
  signal: AbortSignal;
  heartbeatMs?: number;
  bufferMax?: number;
  /** Asked at every heartbeat, and at once when some of the person's sessions end anywhere
   *  (sign-out, deactivation): a session that ended ends the stream. */
  stillAllowed?: () => Promise<boolean>;
}

const encoder = new TextEncoder();
function frame(event: string, data: unknown, id?: number): Uint8Array {
  return encoder.encode(`${id === undefined ? "" : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

/**
 * One signed-in person's server-sent-events stream: the changes they may read, a heartbeat, and
 * at most `bufferMax` events waiting for a slow reader; past that the waiting ones are dropped
 * and one `resync` tells the client to refetch, so memory stays bounded.
 */
export function openEventStream(actor: Actor, options: EventStreamOptions): ReadableStream<Uint8Array> {
  const heartbeatMs = options.heartbeatMs ?? REALTIME.heartbeatMs;
  const bufferMax = options.bufferMax ?? REALTIME.bufferMax;
  let unsubscribe: (() => void) | null = null;
  let heartbeat: ReturnType<typeof setInterval> | null = null;
  let forget: (() => void) | null = null;
  let closed = false;
  let overflowed = false;
  let nextId = 1;

  const cleanup = () => {
    closed = true;
    forget?.();
    forget = null;
    unsubscribe?.();
    unsubscribe = null;
    if (heartbeat) clearInterval(heartbeat);
    heartbeat = null;
  };

  return new ReadableStream<Uint8Array>(
    {
      async start(controller) {
        const push = (chunk: Uint8Array): boolean => {
          if (closed) return false;
          if ((controller.desiredSize ?? 0) <= 0) {
            overflowed = true;
            return false;
          }
          controller.enqueue(chunk);
          return true;
        };
        const end = () => {
          if (closed) return;
          cleanup();
          try {
            controller.close();
          } catch {
            // Already closed by the reader going away.
          }
        };
        options.signal.addEventListener("abort", end, { once: true });
        /** False, after saying `ended` and closing, once the session that opened the stream is gone. */
        const sessionHolds = async (): Promise<boolean> => {
          if (!options.stillAllowed || (await options.stillAllowed().catch(() => false))) return true;
          if (!closed) controller.enqueue(frame("ended", {}));
          end();
          return false;
        };
        // A shutdown ends the stream from outside (the client reconnects, to another instance if this
        // one is going away); the end of some of the person's sessions has it check its own at once.
        forget = trackOpenStream(actor.userId, end, () => void sessionHolds());
        unsubscribe = await subscribeToChanges((event: ChangeEvent) => {
          if (!mayReceive(actor, event)) return;
          if (overflowed && push(frame("resync", {}))) overflowed = false;
          if (!overflowed) push(frame("change", event, nextId++));
        });
        if (options.signal.aborted) return end();
        // The client waits for `ready` before it trusts that nothing after this point is missed.
        controller.enqueue(encoder.encode(`retry: ${REALTIME.reconnectDelaysMs[0]}\n\n`));
        controller.enqueue(frame("ready", {}));
        heartbeat = setInterval(() => {
          void (async () => {
            if (!(await sessionHolds())) return;
            if (overflowed && push(frame("resync", {}))) overflowed = false;
            push(frame("heartbeat", {}));
          })();
        }, heartbeatMs);
      },
      cancel() {
        cleanup();
      },
    },
    new CountQueuingStrategy({ highWaterMark: bufferMax + 2 }),
  );
}
