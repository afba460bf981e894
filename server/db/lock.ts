import { randomBytes } from "node:crypto";
import { existsSync, linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";

/**
 * PGlite allows one process per data directory; a second opener silently diverges and loses
 * data, so the directory carries a lock file.
 *
 * Node has no flock()/fcntl() without a native addon, so the lock is an owner record: pid, the
 * process's start time (from /proc/<pid>/stat, in clock ticks since boot) and the boot id. The
 * takeover rule: the lock is honoured only while the record names a process that is alive now,
 * on this boot, and started at the recorded time. Anything else (a dead process, a pid reused by
 * another process after a crash or a container restart, a record from before a reboot, an
 * unreadable record, or a pid-only record of older versions) is stale and taken over, so a lock
 * can never outlive its owner. Without /proc (macOS) only the pid's liveness can be checked.
 */
export const LOCK_FILE_NAME = "pgdata.lock";

export interface LockOwner {
  pid: number;
  /** Field 22 of /proc/<pid>/stat; null where /proc does not exist. */
  startTime: string | null;
  bootId: string | null;
  host: string;
  since: string;
}

export class DatabaseLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by another process (pid ${owner.pid} on ${owner.host}, since ${owner.since}). ` +
        "Stop that process first, or set DATABASE_URL to use a PostgreSQL server.",
    );
    this.name = "DatabaseLockedError";
  }
}

const PROC_AVAILABLE = existsSync("/proc/self/stat");

/** The start time of a running process, null when no such process exists. */
export function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces and parentheses: count fields after the last ")".
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

function bootId(): string | null {
  try {
    return readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function currentOwner(): LockOwner {
  return {
    pid: process.pid,
    startTime: PROC_AVAILABLE ? processStartTime(process.pid) : null,
    bootId: bootId(),
    host: hostname(),
    since: new Date().toISOString(),
  };
}

/** The record in a lock file, or null when it is not one this version wrote. */
export function parseLockOwner(text: string): LockOwner | null {
  try {
    const value = JSON.parse(text) as Partial<LockOwner> | null;
    if (!value || typeof value !== "object" || !Number.isInteger(value.pid) || (value.pid as number) <= 0) return null;
    return {
      pid: value.pid as number,
      startTime: typeof value.startTime === "string" ? value.startTime : null,
      bootId: typeof value.bootId === "string" ? value.bootId : null,
      host: typeof value.host === "string" ? value.host : "unknown host",
      since: typeof value.since === "string" ? value.since : "an unknown time",
    };
  } catch {
    return null;
  }
}

/** Whether the process a record names is still the one that wrote it. */
export function ownerIsAlive(owner: LockOwner): boolean {
  const currentBoot = bootId();
  if (owner.bootId && currentBoot && owner.bootId !== currentBoot) return false;
  if (!PROC_AVAILABLE || owner.startTime === null) return isAlive(owner.pid);
  return processStartTime(owner.pid) === owner.startTime;
}

function readOrNull(file: string): string | null {
  try {
    return readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/** Moves a stale record out of the way; false when another process changed the file meanwhile. */
function removeStale(file: string, staleText: string): boolean {
  const aside = `${file}.stale-${process.pid}-${randomBytes(4).toString("hex")}`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return true;
    throw error;
  }
  // Another starter may have taken over between our read and our rename: give its record back.
  if (readFileSync(aside, "utf8") !== staleText) {
    try {
      linkSync(aside, file);
    } catch {
      // a third process holds it now; its record stands
    }
  }
  unlinkSync(aside);
  return true;
}

/** Hard links are atomic create-if-absent; file systems without them get an exclusive create. */
function placeRecord(draft: string, file: string, text: string): void {
  try {
    linkSync(draft, file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "EPERM" && code !== "ENOTSUP" && code !== "EOPNOTSUPP" && code !== "ENOSYS") throw error;
    writeFileSync(file, text, { flag: "wx" });
  }
}

/** The live process (this one included) that holds the directory's lock, or null. */
export function dataDirOwner(dataDir: string): LockOwner | null {
  const existing = readOrNull(path.join(dataDir, LOCK_FILE_NAME));
  const owner = existing === null ? null : parseLockOwner(existing);
  return owner && ownerIsAlive(owner) ? owner : null;
}

/**
 * Takes the data directory's lock or throws DatabaseLockedError naming the live owner. Returns
 * the release function (also run on a normal exit); a crash leaves a record that the next start
 * recognises as stale.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE_NAME);
  const me = currentOwner();
  const text = JSON.stringify(me);
  for (let attempt = 0; attempt < 5; attempt++) {
    // Written aside and linked into place, so nobody ever reads a half-written record.
    const draft = `${file}.new-${process.pid}-${randomBytes(4).toString("hex")}`;
    writeFileSync(draft, text);
    try {
      placeRecord(draft, file, text);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const existing = readOrNull(file);
      if (existing === null) continue;
      const owner = parseLockOwner(existing);
      if (owner && owner.pid === me.pid && owner.startTime === me.startTime && owner.bootId === me.bootId) {
        // This process holds it already (a second open in the same process).
        return () => undefined;
      }
      if (owner && ownerIsAlive(owner)) throw new DatabaseLockedError(dataDir, owner);
      removeStale(file, existing);
      continue;
    } finally {
      unlinkSync(draft);
    }
    const release = () => {
      try {
        if (readFileSync(file, "utf8") === text) unlinkSync(file);
      } catch {
        // already gone
      }
    };
    process.once("exit", release);
    return release;
  }
  throw new Error(`Could not lock ${dataDir}: other processes kept replacing ${LOCK_FILE_NAME}.`);
}
