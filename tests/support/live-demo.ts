import { afterAll, beforeAll, expect } from "vitest";
import { GET as events } from "@/app/api/events/route";
import { stopChangeFeed } from "@/server/events/change-feed";
import { apiRequest } from "./http";
import { seedDemoDatabase, signInEach, type SeededDemo } from "./seeded";
import { SseReader } from "./sse";

type Signed = "admin" | "amara" | "lukas";

/**
 * A file's seeded demo with the administrator, Amara and Lukas signed in, and their browsers' event
 * streams: every stream a test opened is closed, and the change feed stopped, after the file.
 */
export function withLiveDemo() {
  let demo: SeededDemo | undefined;
  let cookies: Record<Signed, string> | undefined;
  const open: { abort: AbortController; reader: SseReader }[] = [];
  beforeAll(async () => {
    demo = await seedDemoDatabase({ memoryStorage: true });
    cookies = await signInEach(["admin", "amara", "lukas"] as const);
  });
  afterAll(async () => {
    for (const stream of open) {
      stream.abort.abort();
      await stream.reader.cancel();
    }
    await stopChangeFeed();
    await demo?.database.dispose();
  });
  return {
    get demo(): SeededDemo {
      if (!demo) throw new Error("The demo is seeded in beforeAll.");
      return demo;
    },
    get cookies(): Record<Signed, string> {
      if (!cookies) throw new Error("They sign in in beforeAll.");
      return cookies;
    },
    /** Opens GET /api/events as the browser of `cookie` and waits until it is live. */
    async connect(cookie: string): Promise<SseReader> {
      const abort = new AbortController();
      const response = await events(new Request(apiRequest("/api/events", { cookie }), { signal: abort.signal }), {});
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("text/event-stream");
      const reader = new SseReader(response.body as ReadableStream<Uint8Array>);
      open.push({ abort, reader });
      await reader.nextOf("ready");
      return reader;
    },
  };
}
