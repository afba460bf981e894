import "server-only";
import { changeEventSchema, type ChangeEvent } from "@/lib/schemas/events";
import { databaseHandle } from "@/server/db";
import { recheckOpenStreams } from "./open-streams";

/** The channel the change triggers NOTIFY on. */
export const CHANGE_CHANNEL = "settle_changes";
/** The channel the sessions trigger NOTIFY on, with the user id, when sessions are deleted. */
export const SESSIONS_ENDED_CHANNEL = "settle_sessions_ended";

type Listener = (event: ChangeEvent) => void;

interface Feed {
  listeners: Set<Listener>;
  started: Promise<() => Promise<void>> | null;
}

// One LISTEN per process, fanned out in memory to every open stream; kept on globalThis so hot
// reload and route bundles share it.
const holder = globalThis as unknown as { __settleChangeFeed?: Feed };
function feed(): Feed {
  holder.__settleChangeFeed ??= { listeners: new Set(), started: null };
  return holder.__settleChangeFeed;
}

/** Parses one NOTIFY payload; anything else on the channel is ignored rather than trusted. */
export function parseChange(payload: string): ChangeEvent | null {
  try {
    const parsed = changeEventSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function dispatch(payload: string): void {
  const event = parseChange(payload);
  if (!event) return;
  for (const listener of feed().listeners) listener(event);
}

/**
 * Calls `listener` with every change committed by any process on this database (PostgreSQL
 * NOTIFY; on PGlite the same, in process). Resolves once the LISTEN is in place, so a change
 * committed after it resolves is never missed. The same LISTEN hears sessions ended anywhere and
 * has this process's open streams of that person re-check theirs (open-streams.ts).
 */
export async function subscribeToChanges(listener: Listener): Promise<() => void> {
  const state = feed();
  state.listeners.add(listener);
  if (!state.started) {
    state.started = databaseHandle().then(async (handle) => {
      const stopChanges = await handle.listen(CHANGE_CHANNEL, dispatch);
      // On the same connection: whoever holds a stream needs to hear both.
      const stopSessions = await handle.listen(SESSIONS_ENDED_CHANNEL, recheckOpenStreams);
      return async () => {
        await stopChanges();
        await stopSessions();
      };
    });
    state.started.catch(() => {
      state.started = null;
    });
  }
  try {
    await state.started;
  } catch (error) {
    state.listeners.delete(listener);
    throw error;
  }
  return () => {
    state.listeners.delete(listener);
  };
}

/** @internal Stops listening (tests that swap databases). */
export async function stopChangeFeed(): Promise<void> {
  const state = feed();
  const started = state.started;
  state.started = null;
  state.listeners.clear();
  if (started) await (await started.catch(() => async () => undefined))();
}
