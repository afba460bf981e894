import { afterAll, afterEach, expect, it } from "vitest";
import { businessToday } from "@/server/clock";
import { DEMO_CONTRACTORS } from "@/server/seed/demo-data";
import { seedDemo } from "@/server/seed/seed-demo";
import { prepareServerTarget } from "../../support/processes/server-target";
import { spawnScript, type Watched } from "../../support/processes/spawn";
import { demoEmail, installMemoryStorage } from "../../support/seeded";

/**
 * SIGTERM (issue #29, 4): the server stops accepting, ends the open event streams at once, lets a
 * request in flight finish, closes the database and exits 0, within 10 s, although a browser tab
 * holds an event stream open (which used to keep the process alive for over a minute).
 */
const SERVER = "tests/support/processes/serve-api.ts";
const ORIGIN = process.env.DEPLOYMENT_URL ?? "http://localhost:3000";

let server: Watched | undefined;
let cleanup: (() => Promise<void>) | undefined;
afterEach(() => void server?.child.kill("SIGKILL"));
afterAll(async () => cleanup?.());

/** Reads an event stream until `event: <name>` arrives; resolves to whether the stream then ended. */
async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, name: string): Promise<void> {
  const decoder = new TextDecoder();
  let text = "";
  while (!text.includes(`event: ${name}\n`)) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`the stream ended before event ${name}: ${text}`);
    text += decoder.decode(value, { stream: true });
  }
}

async function streamEnds(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<boolean> {
  try {
    for (;;) if ((await reader.read()).done) return true;
  } catch {
    return true; // the connection was cut: ended as well
  }
}

it("SIGTERM with an open event stream and a request in flight: the request is answered, the stream ends, the process exits 0 within 10 s", async () => {
  installMemoryStorage();
  const target = await prepareServerTarget("stop");
  cleanup = target.dispose;
  const seeding = await target.open();
  await seeding.migrate();
  await seedDemo(seeding.db, { today: businessToday() });
  await seeding.close();

  server = spawnScript(SERVER, [], target.env);
  const base = `http://127.0.0.1:${(await server.waitForLine((l) => l.startsWith("listening "))).split(" ")[1]}`;
  const amara = DEMO_CONTRACTORS.find((c) => c.key === "amara")!;
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { origin: ORIGIN, "content-type": "application/json" },
    body: JSON.stringify({ email: demoEmail("amara"), password: amara.password }),
  });
  expect(signIn.status).toBe(200);
  const cookie = signIn.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");

  const events = await fetch(`${base}/api/events`, { headers: { cookie, origin: ORIGIN } });
  expect(events.status).toBe(200);
  const reader = events.body!.getReader();
  await readUntil(reader, "ready");

  const inFlight = fetch(`${base}/__test/slow?ms=2500`);
  await new Promise((resolve) => setTimeout(resolve, 300));
  const signalledAt = Date.now();
  server.child.kill("SIGTERM");

  expect(await streamEnds(reader)).toBe(true);
  const answer = await inFlight;
  expect(answer.status).toBe(200);
  expect(await answer.text()).toBe("slow answer");
  // No new connection is taken once stopping.
  await expect(fetch(`${base}/api/health`)).rejects.toThrow();

  const exit = await server.exited;
  expect(exit).toEqual({ code: 0, signal: null });
  expect(Date.now() - signalledAt).toBeLessThan(10_000);
  expect(server.lines.some((line) => line.startsWith("Settle is stopping (SIGTERM)"))).toBe(true);

  // The database was closed, not abandoned: it opens again at once, with nothing to recover.
  const reopened = await target.open();
  await reopened.close();
  // Seeding and starting a server take most of it, and a loaded two-core machine is slow at both.
}, 240_000);
