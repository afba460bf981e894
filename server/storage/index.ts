import "server-only";
import { env } from "@/env";
import { describeIssues, INVALID_ENVIRONMENT, storageSettingsIssues } from "@/lib/config/env-schema";
import { createDiskStorage } from "./disk-storage";
import { createS3Storage } from "./s3-storage";
import type { Storage } from "./storage";

export type { Storage } from "./storage";
export { StorageError } from "./storage";

const holder = globalThis as unknown as { __settleStorage?: Storage };

export type StorageConfig = Pick<
  typeof env,
  | "STORAGE_DRIVER"
  | "DATA_DIR"
  | "S3_ENDPOINT"
  | "S3_REGION"
  | "S3_BUCKET"
  | "S3_ACCESS_KEY_ID"
  | "S3_SECRET_ACCESS_KEY"
  | "S3_FORCE_PATH_STYLE"
>;

/** The driver STORAGE_DRIVER names; missing S3 credentials stop it with the configuration error. */
export function storageFromConfig(config: StorageConfig): Storage {
  const issues = storageSettingsIssues(config);
  if (issues.length > 0) {
    console.error(`${INVALID_ENVIRONMENT}:\n${describeIssues(issues).join("\n")}`);
    throw new Error(`${INVALID_ENVIRONMENT}: ${issues.map((issue) => issue.message).join("; ")}`);
  }
  if (config.STORAGE_DRIVER === "disk") return createDiskStorage(config.DATA_DIR);
  return createS3Storage({
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    bucket: config.S3_BUCKET,
    accessKeyId: config.S3_ACCESS_KEY_ID ?? "",
    secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? "",
    forcePathStyle: config.S3_FORCE_PATH_STYLE === undefined ? config.S3_ENDPOINT !== undefined : config.S3_FORCE_PATH_STYLE === "true",
  });
}

/** The configured storage driver: disk under DATA_DIR/uploads by default, or an S3-compatible bucket. */
export function getStorage(): Storage {
  holder.__settleStorage ??= storageFromConfig(env);
  return holder.__settleStorage;
}

/** @internal Tests install a driver they set up themselves. */
export function installStorage(storage: Storage): void {
  holder.__settleStorage = storage;
}
