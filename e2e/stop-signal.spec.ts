import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { dataDirOwner } from "../server/db/lock";
import { embeddedEnv, spawnScript, Watched } from "../tests/support/processes/spawn";

/**
 * SIGTERM to the command the README starts (#47.2): `npm start` (production, after `npm run build`)
 * and `npm run quickstart` (the run command). Process managers and containers signal only the
 * process they started; npm runs its script through `sh -c`, and a shell that does not exec its
 * command dies on SIGTERM and leaves the server behind, serving and holding the embedded
 * database's lock. Here: the signal goes to npm's pid alone, and within 10 s nothing listens on
 * the port, the data directory's lock is free and npm has exited 0 (the server stopped gracefully).
 *
 * An e2e spec, not an integration test: it needs the build, which only the e2e run makes (its
 * first web server); `next start` on that build is ready in well under a second.
 */
const ROOT = path.resolve(__dirname, "..");

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Whether a TCP connection to the port is accepted now. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

async function healthy(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health`)).status === 200;
  } catch {
    return false;
  }
}

async function until(check: () => Promise<boolean> | boolean, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function serverEnv(dataDir: string, port: number): NodeJS.ProcessEnv {
  return { ...embeddedEnv(dataDir), NEXT_PUBLIC_ENV: "local", NEXT_TELEMETRY_DISABLED: "1", PORT: String(port) };
}

let dataDir = "";
let started: Watched | undefined;
test.beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "settle-stop-signal-"));
});
test.afterEach(async () => {
  // A server the signal failed to stop is ended here by its pid (the lock names it), not by name.
  const owner = dataDirOwner(dataDir);
  if (owner) process.kill(owner.pid, "SIGKILL");
  if (started && started.child.exitCode === null) started.child.kill("SIGKILL");
  started = undefined;
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts an npm script as a supervisor would, waits until it serves, signals npm alone and checks what is left. */
async function stopsOnSigterm(npmArgs: string[], port: number): Promise<void> {
  const child = spawn("npm", npmArgs, { cwd: ROOT, env: serverEnv(dataDir, port), stdio: ["ignore", "pipe", "pipe"] });
  started = new Watched(child);
  expect(await until(async () => (await healthy(port)) || started!.child.exitCode !== null, 120_000), `npm ${npmArgs.join(" ")} did not serve: ${started.stderr}`).toBe(true);
  expect(await healthy(port)).toBe(true);
  const owner = dataDirOwner(dataDir);
  expect(owner, "the server holds the data directory's lock while it serves").not.toBeNull();
  expect(owner!.pid).not.toBe(child.pid);

  const signalledAt = Date.now();
  process.kill(child.pid!, "SIGTERM");
  const gone = await until(async () => !(await listening(port)) && dataDirOwner(dataDir) === null && !isAlive(owner!.pid), 10_000);
  const after = Date.now() - signalledAt;
  expect(gone, `10 s after SIGTERM to npm: listening ${await listening(port)}, lock owner ${JSON.stringify(dataDirOwner(dataDir))}`).toBe(true);
  expect(after).toBeLessThan(10_000);
  const exit = await Promise.race([started.exited, new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000 - after))]);
  expect(exit, "npm exits with the server, with the server's status").toEqual({ code: 0, signal: null });
  expect(started.lines.join("\n")).toContain("Settle is stopping (SIGTERM)");
}

test("npm start: SIGTERM to npm stops the server and releases the database's lock within 10 s", async () => {
  test.setTimeout(180_000);
  const migrate = spawnScript("server/cli/index.ts", ["migrate"], embeddedEnv(dataDir));
  expect((await migrate.exited).code).toBe(0);
  await stopsOnSigterm(["start"], await freePort());
});

test("npm run quickstart: SIGTERM to npm stops the server and releases the database's lock within 10 s", async () => {
  test.setTimeout(240_000);
  const port = await freePort();
  await stopsOnSigterm(["run", "quickstart", "--", "--no-build", "--port", String(port)], port);
});
