import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { LOCK_FILE_NAME, parseLockOwner } from "@/server/db/lock";
import { embeddedEnv, spawnScript, type Watched } from "../../support/processes/spawn";

const HOLDER = "tests/support/processes/hold-database.ts";
const KILLS = 3;

let current: Watched | undefined;
afterEach(() => current?.child.kill("SIGKILL"));

/** Starts the writer and returns the ids the database holds when it opens. */
async function startWriter(dataDir: string): Promise<number[]> {
  current = spawnScript(HOLDER, [dataDir, "write-loop"], embeddedEnv(dataDir));
  const ready = await current.waitForLine((line) => line.startsWith("ready "));
  return JSON.parse(ready.split(" ")[2] as string) as number[];
}

const acknowledged = (writer: Watched) =>
  writer.lines.filter((line) => line.startsWith("ack ")).map((line) => Number(line.slice(4)));

it("SIGKILL during writes, then a restart with no hand-work, loses no acknowledged row", async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "settle-kill-"));
  const acked: number[] = [];
  expect(await startWriter(dataDir)).toEqual([]);
  for (let kill = 1; kill <= KILLS; kill++) {
    const writer = current as Watched;
    // Kill at a different point of the write stream each time, while it keeps writing.
    const target = Math.max(...acked, 0) + 5 + kill * 7;
    await writer.waitForLine((line) => line === `ack ${target}`);
    writer.child.kill("SIGKILL");
    expect(await writer.exited).toEqual({ code: null, signal: "SIGKILL" });
    acked.push(...acknowledged(writer));

    // The dead writer's lock record is still on disk; the next start must take it over by itself.
    expect(parseLockOwner(readFileSync(path.join(dataDir, LOCK_FILE_NAME), "utf8"))?.pid).toBe(writer.pid);
    const present = new Set(await startWriter(dataDir));
    expect(acked.filter((id) => !present.has(id))).toEqual([]);
  }
  expect(acked.length).toBeGreaterThan(KILLS * 5);
}, 240_000);
