import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  acquireDataDirLock,
  DatabaseLockedError,
  LOCK_FILE_NAME,
  parseLockOwner,
  processStartTime,
  type LockOwner,
} from "@/server/db/lock";

const BOOT_ID = readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();

const freshDir = () => mkdtempSync(path.join(tmpdir(), "settle-lock-"));
const lockFile = (dataDir: string) => path.join(dataDir, LOCK_FILE_NAME);

function writeRecord(dataDir: string, owner: Partial<LockOwner> & { pid: number }): void {
  writeFileSync(lockFile(dataDir), JSON.stringify({ startTime: null, bootId: BOOT_ID, host: "elsewhere", since: "2026-01-01T00:00:00.000Z", ...owner }));
}

function recordIn(dataDir: string): LockOwner | null {
  return parseLockOwner(readFileSync(lockFile(dataDir), "utf8"));
}

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
});

/** A live process that is not this one and never took the lock. */
function liveStranger(): { pid: number; startTime: string } {
  const child = spawn("sleep", ["30"]);
  children.push(child);
  const pid = child.pid as number;
  return { pid, startTime: processStartTime(pid) as string };
}

describe("a lock file left behind", () => {
  it("does not block when its pid now belongs to another live process (the parent of this test)", () => {
    const dataDir = freshDir();
    const startTime = processStartTime(process.ppid) as string;
    // The crashed owner had the same pid but, being another process, another start time.
    writeRecord(dataDir, { pid: process.ppid, startTime: String(Number(startTime) + 1) });
    const release = acquireDataDirLock(dataDir);
    expect(recordIn(dataDir)).toMatchObject({ pid: process.pid, bootId: BOOT_ID, host: hostname() });
    release();
  });

  it("does not block when it names pid 1 in the pid-only format of older versions", () => {
    const dataDir = freshDir();
    writeFileSync(lockFile(dataDir), "1");
    const release = acquireDataDirLock(dataDir);
    expect(recordIn(dataDir)?.pid).toBe(process.pid);
    release();
  });

  it("does not block when it was written before the machine restarted, even if pid and start time match", () => {
    const dataDir = freshDir();
    writeRecord(dataDir, { ...liveStranger(), bootId: "00000000-0000-0000-0000-000000000000" });
    const release = acquireDataDirLock(dataDir);
    expect(recordIn(dataDir)?.pid).toBe(process.pid);
    release();
  });

  it("does not block when its process is gone", () => {
    const dataDir = freshDir();
    const gone = spawnSync("true").pid as number;
    writeRecord(dataDir, { pid: gone, startTime: "1" });
    const release = acquireDataDirLock(dataDir);
    expect(recordIn(dataDir)?.pid).toBe(process.pid);
    release();
  });

  it("does not block when it is empty or unreadable", () => {
    for (const content of ["", "{not json", '{"pid":"x"}']) {
      const dataDir = freshDir();
      writeFileSync(lockFile(dataDir), content);
      const release = acquireDataDirLock(dataDir);
      expect(recordIn(dataDir)?.pid).toBe(process.pid);
      release();
    }
  });
});

describe("a lock held by a live owner", () => {
  it("is refused, naming the owner's pid, host and since when", () => {
    const dataDir = freshDir();
    const owner = liveStranger();
    writeRecord(dataDir, { ...owner, host: "server-7", since: "2026-11-23T08:00:00.000Z" });
    let refused: unknown;
    try {
      acquireDataDirLock(dataDir);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(DatabaseLockedError);
    expect((refused as DatabaseLockedError).owner.pid).toBe(owner.pid);
    expect((refused as Error).message).toBe(
      `The embedded database in ${dataDir} is in use by another process (pid ${owner.pid} on server-7, since 2026-11-23T08:00:00.000Z). ` +
        "Stop that process first, or set DATABASE_URL to use a PostgreSQL server.",
    );
    // The refused opener leaves the owner's record as it was.
    expect(recordIn(dataDir)).toMatchObject({ pid: owner.pid, startTime: owner.startTime, host: "server-7" });
  });

  it("is free again once released, and release leaves a record that is not its own alone", () => {
    const dataDir = freshDir();
    const release = acquireDataDirLock(dataDir);
    expect(recordIn(dataDir)?.startTime).toBe(processStartTime(process.pid));
    release();
    expect(existsSync(lockFile(dataDir))).toBe(false);

    const again = acquireDataDirLock(dataDir);
    const owner = liveStranger();
    writeRecord(dataDir, owner);
    again();
    expect(recordIn(dataDir)?.pid).toBe(owner.pid);
  });

  it("is granted again to the process that holds it", () => {
    const dataDir = freshDir();
    const release = acquireDataDirLock(dataDir);
    expect(() => acquireDataDirLock(dataDir)).not.toThrow();
    expect(recordIn(dataDir)?.pid).toBe(process.pid);
    release();
  });
});
