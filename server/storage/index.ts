import "server-only";
import { env } from "@/env";
import { createDiskStorage } from "./disk-storage";
import type { Storage } from "./storage";

export type { Storage } from "./storage";

const holder = globalThis as unknown as { __settleStorage?: Storage };

/** The configured storage driver; the S3-compatible driver arrives with the files API. */
export function getStorage(): Storage {
  holder.__settleStorage ??= createDiskStorage(env.DATA_DIR);
  return holder.__settleStorage;
}

export function installStorage(storage: Storage): void {
  holder.__settleStorage = storage;
}
