import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUT as updateContractor } from "@/app/api/contractors/[id]/route";
import { GET as events } from "@/app/api/events/route";
import { contractors } from "@/server/db/schema";
import { stopChangeFeed } from "@/server/events/change-feed";
import { ADMIN_API_KEY_HEADERS, demoEmail, seedDemoDatabase, signInAs, type SeededDemo } from "../../support/seeded";
import { apiRequest, call } from "../../support/http";
import { SseReader } from "../../support/sse";

let demo: SeededDemo;
const aborts: AbortController[] = [];

beforeAll(async () => {
  demo = await seedDemoDatabase({ memoryStorage: true });
});

afterAll(async () => {
  for (const abort of aborts) abort.abort();
  await stopChangeFeed();
  await demo.database.dispose();
});

/** Far below the 25 s heartbeat that used to be the first moment a stream noticed. */
const PROMPTLY_MS = 5_000;

async function connect(cookie: string): Promise<SseReader> {
  const abort = new AbortController();
  aborts.push(abort);
  const response = await events(new Request(apiRequest("/api/events", { cookie }), { signal: abort.signal }), {});
  expect(response.status).toBe(200);
  const reader = new SseReader(response.body as ReadableStream<Uint8Array>);
  await reader.nextOf("ready");
  return reader;
}

/** The stream's next frames up to its end, or "still open" if it has not ended within the bound. */
async function framesUntilEnd(reader: SseReader): Promise<string[] | "still open"> {
  const frames: string[] = [];
  const read = (async () => {
    for (let frame = await reader.next(); frame; frame = await reader.next()) frames.push(frame.event);
    return frames;
  })();
  return Promise.race([read, new Promise<"still open">((resolve) => setTimeout(() => resolve("still open"), PROMPTLY_MS))]);
}

describe("the end of a person's sessions ends their event streams", () => {
  it("ends a contractor's stream as soon as an administrator deactivates them", async () => {
    const reader = await connect(await signInAs("lukas"));
    const id = await demo.contractorId(demoEmail("lukas"));
    const [row] = await demo.db.select({ version: contractors.version }).from(contractors).where(eq(contractors.id, id));
    const version = row?.version ?? 0;
    const answer = await call(updateContractor, `/api/contractors/${id}`, { method: "PUT", id, headers: ADMIN_API_KEY_HEADERS, body: { active: false, version } });
    expect(answer.status).toBe(200);
    expect(await framesUntilEnd(reader)).toEqual(["ended"]);
  });

  it("leaves the streams of the person's other sessions that did not end", async () => {
    const kept = await connect(await signInAs("amara"));
    const other = await signInAs("amara");
    const signOut = (await import("@/app/api/auth/[...all]/route")).POST;
    const ending = await connect(other);
    expect((await signOut(apiRequest("/api/auth/sign-out", { method: "POST", cookie: other }))).status).toBe(200);
    expect(await framesUntilEnd(ending)).toEqual(["ended"]);
    // The other browser's session is still valid: its stream is still there.
    const still = await Promise.race([kept.next().then(() => "a frame"), new Promise((resolve) => setTimeout(() => resolve("quiet"), 1_000))]);
    expect(still).toBe("quiet");
  });
});
