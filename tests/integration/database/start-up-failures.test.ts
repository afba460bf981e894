import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { LOCK_FILE_NAME, parseLockOwner } from "@/server/db/lock";
import { embeddedEnv, spawnScript, type Watched } from "../../support/processes/spawn";

const HOLDER = "tests/support/processes/hold-database.ts";
const SERVER = "tests/support/processes/start-server.ts";
const CLI = "server/cli/index.ts";
// Each step starts Node with tsx and PGlite: seconds alone, much longer on a loaded CI machine.
const PROCESS_TIMEOUT = 180_000;

const running: Watched[] = [];
afterEach(() => {
  for (const process of running.splice(0)) process.child.kill("SIGKILL");
});

function start(script: string, args: string[], env: NodeJS.ProcessEnv): Watched {
  const watched = spawnScript(script, args, env);
  running.push(watched);
  return watched;
}

const stderrLines = (watched: Watched) => watched.stderr.trim().split("\n");

describe("a second process on an embedded database in use", () => {
  it("exits with status 1 and one line naming the holder, and the holder keeps the database", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "settle-second-"));
    const holder = start(HOLDER, [dataDir], embeddedEnv(dataDir));
    await holder.waitForLine((line) => line.startsWith("ready"));

    const server = start(SERVER, [], embeddedEnv(dataDir));
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(server.lines).not.toContain("started");
    expect(stderrLines(server)).toEqual([
      expect.stringMatching(new RegExp(`^Settle cannot start: The embedded database in .* is in use by another process \\(pid ${holder.pid} on `)),
    ]);

    const cli = start(CLI, ["migrate"], embeddedEnv(dataDir));
    expect(await cli.exited).toEqual({ code: 1, signal: null });
    expect(stderrLines(cli)).toEqual([expect.stringContaining(`is in use by another process (pid ${holder.pid} on `)]);

    expect(parseLockOwner(readFileSync(path.join(dataDir, LOCK_FILE_NAME), "utf8"))?.pid).toBe(holder.pid);
    holder.send("write 1");
    await holder.waitForLine((line) => line === "ack 1");
    holder.send("exit");
    expect(await holder.exited).toEqual({ code: 0, signal: null });
  }, PROCESS_TIMEOUT);
});

describe("a server whose database is not ready", () => {
  it("exits with status 1 and one line naming the command when the schema lacks migrations", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "settle-unmigrated-"));
    const server = start(SERVER, [], embeddedEnv(dataDir));
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(stderrLines(server)).toEqual([
      expect.stringMatching(/^Settle cannot start: The database is missing \d+ migrations? of this version of Settle\. Run "npm run cli -- migrate"/),
    ]);
  }, PROCESS_TIMEOUT);

  it("exits with status 1 and one line when DATABASE_URL names a server that does not answer, without its password", async () => {
    const env = { ...process.env, DATABASE_URL: "postgres://settle:hunter2-secret@127.0.0.1:1/settle" };
    const server = start(SERVER, [], env);
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(stderrLines(server)).toEqual([
      "Settle cannot start: Cannot use the PostgreSQL database at 127.0.0.1:1/settle: nothing answers there (ECONNREFUSED). " +
        "Check DATABASE_URL and that the server is running.",
    ]);
    expect(server.stderr).not.toContain("hunter2");
  }, PROCESS_TIMEOUT);
});

describe("a server without its configuration", () => {
  it("exits with status 1 after naming the missing variables", async () => {
    const env: NodeJS.ProcessEnv = { ...embeddedEnv(mkdtempSync(path.join(tmpdir(), "settle-unconfigured-"))), NEXT_PUBLIC_ENV: "production" };
    delete env.SERVICE_KEY;
    const server = start(SERVER, [], env);
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(server.stderr).toContain("SERVICE_KEY");
    expect(stderrLines(server).at(-1)).toBe("Settle cannot start: Invalid environment variables (see the lines above).");
  }, PROCESS_TIMEOUT);
});
