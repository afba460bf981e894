import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as events } from "@/app/api/events/route";
import type { ChangeEvent } from "@/lib/schemas/events";
import { stopChangeFeed } from "@/server/events/change-feed";
import { apiRequest } from "../../support/http";
import { demoEmail, seedDemoDatabase, signInEach, type SeededDemo } from "../../support/seeded";
import { SseReader } from "../../support/sse";

// Several app processes share one PostgreSQL server: this file always runs on one, the CI server
// unless TEST_DATABASE_URL names another (PGlite is one process by design).
process.env.TEST_DATABASE_URL ??= "postgres://postgres@127.0.0.1:5432/test";

let demo: SeededDemo;
let cookies: Record<"amara" | "admin", string>;
const abort = new AbortController();

beforeAll(async () => {
  demo = await seedDemoDatabase({ memoryStorage: true });
  cookies = await signInEach(["amara", "admin"] as const);
});

afterAll(async () => {
  abort.abort();
  await stopChangeFeed();
  await demo.database.dispose();
});

async function databaseUrl(): Promise<string> {
  const [row] = (await demo.db.execute<{ name: string }>("select current_database() as name" as never)) as unknown as { name: string }[];
  if (!row) throw new Error("current_database() answers one row");
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${row.name}`;
  return url.toString();
}

describe("realtime across processes", () => {
  it("delivers a change committed by another process to the browsers connected to this one", async () => {
    const request = new Request(apiRequest("/api/events", { cookie: cookies.amara }), { signal: abort.signal });
    const response = await events(request, {});
    const reader = new SseReader(response.body as ReadableStream<Uint8Array>);
    await reader.nextOf("ready");
    const sheet = await demo.timesheetOf("amara", 0);

    await promisify(execFile)("node_modules/.bin/tsx", ["tests/integration/events/commit-in-another-process.ts", await databaseUrl(), sheet.id]);

    const event = JSON.parse((await reader.nextOf("change")).data) as ChangeEvent;
    expect(event).toEqual({ kind: "timesheet", op: "UPDATE", timesheetId: sheet.id, contractorId: sheet.contractorId });
    await reader.cancel();
  });

  it("ends a person's streams on this process when another process ends their sessions", async () => {
    const request = new Request(apiRequest("/api/events", { cookie: cookies.amara }), { signal: abort.signal });
    const reader = new SseReader((await events(request, {})).body as ReadableStream<Uint8Array>);
    await reader.nextOf("ready");

    await promisify(execFile)("node_modules/.bin/tsx", ["tests/integration/events/end-sessions-in-another-process.ts", await databaseUrl(), demoEmail("amara")]);

    // Well before the 25 s heartbeat, which used to be the first moment this process noticed.
    const ended = await Promise.race([reader.nextOf("ended").then(() => "ended"), new Promise((resolve) => setTimeout(() => resolve("still open"), 5_000))]);
    expect(ended).toBe("ended");
    expect(await reader.next()).toBeNull();
  });
});
