import "server-only";

type Running = { timer: ReturnType<typeof setInterval>; tick: () => Promise<void> };

const holder = globalThis as unknown as { __settleWorkers?: Map<string, Running> };

export interface IntervalWorker {
  /** Whether it was started (and not stopped) in this process. */
  readonly running: boolean;
  /** Starts ticking now and every interval; a second start while it runs does nothing. */
  start(work: () => Promise<void>): void;
  /** A tick now, rather than at the next interval (nothing when the worker does not run). */
  tick(): Promise<void>;
  /** At shutdown: no tick may start on a database that is closing. */
  stop(): void;
}

/**
 * Work the server process does every `intervalMs` (the outbox, webhook deliveries, export jobs).
 * A tick never starts while the last one runs, so a slow mail server or receiver cannot stack
 * them up; a failed tick is logged with `failure` and the next one tries again; the timer never
 * keeps the process alive on its own. Kept on globalThis, so every copy of the module Next loads
 * shares the one worker.
 */
export function intervalWorker(name: string, intervalMs: number, failure: string): IntervalWorker {
  const workers = (holder.__settleWorkers ??= new Map());
  return {
    get running() {
      return workers.has(name);
    },
    start(work) {
      if (workers.has(name)) return;
      let busy = false;
      const tick = async () => {
        if (busy) return;
        busy = true;
        try {
          await work();
        } catch (error) {
          console.error(failure, error);
        } finally {
          busy = false;
        }
      };
      const timer = setInterval(() => void tick(), intervalMs);
      timer.unref();
      workers.set(name, { timer, tick });
      void tick();
    },
    async tick() {
      await workers.get(name)?.tick();
    },
    stop() {
      const running = workers.get(name);
      if (running) clearInterval(running.timer);
      workers.delete(name);
    },
  };
}
