import { createWriteStream, existsSync } from "node:fs";
import { mkdtemp, rename, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { CliError } from "./args";

async function readBack(file: string): Promise<string> {
  const { readArchive } = await import("@/server/backups/archive");
  const { describeManifest } = await import("@/server/backups/manifest");
  const scratch = await mkdtemp(path.join(tmpdir(), "settle-verify-"));
  try {
    return describeManifest((await readArchive(file, scratch)).manifest);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** The running server's backup endpoint, with the admin API key (the embedded database is its alone). */
async function downloadFromServer(partial: string): Promise<void> {
  const { env } = await import("@/env");
  const { ADMIN_API_KEY_HEADER } = await import("@/server/auth/actor");
  const url = new URL("/api/backup", env.DEPLOYMENT_URL);
  let response: Response;
  try {
    response = await fetch(url, { headers: { [ADMIN_API_KEY_HEADER]: env.ADMIN_API_KEY } });
  } catch (error) {
    throw new CliError(
      `The embedded database is in use by a running server, and that server did not answer at ${url.origin} (${error instanceof Error ? error.message : String(error)}). Set DEPLOYMENT_URL to its address, or stop it and run the backup again.`,
    );
  }
  if (!response.ok || !response.body) throw new CliError(`The server refused the backup (${response.status}): ${(await response.text()).slice(0, 300)}`);
  await pipeline(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), createWriteStream(partial, { mode: 0o600 }));
}

export interface SecretOptions {
  /** --include-secrets: local mode's generated secrets go into the archive, which is then encrypted. */
  includeSecrets: boolean;
  /** --passphrase-file F (or BACKUP_PASSPHRASE): encrypt to, or open with, a passphrase. */
  passphraseFile?: string;
  /** --recipient age1…: encrypt to an age public key. */
  recipient?: string;
  /** --identity-file F: open an archive encrypted to a recipient with its age identity. */
  identityFile?: string;
}

async function passphraseOf(options: SecretOptions): Promise<string | undefined> {
  if (options.passphraseFile) {
    const { readFile } = await import("node:fs/promises");
    const text = (await readFile(options.passphraseFile, "utf8")).replace(/\r?\n$/, "");
    if (text.length < 12) throw new CliError(`The passphrase in ${options.passphraseFile} is shorter than 12 characters; an archive with the installation's secrets needs a longer one.`);
    return text;
  }
  return process.env.BACKUP_PASSPHRASE || undefined;
}

async function archiveKey(options: SecretOptions) {
  if (options.recipient) {
    if (!/^age1[0-9a-z]+$/.test(options.recipient)) throw new CliError("--recipient takes an age public key (age1…).");
    return { recipient: options.recipient };
  }
  const passphrase = await passphraseOf(options);
  if (!passphrase) {
    throw new CliError(
      "--include-secrets writes the installation's secrets, so the archive is encrypted: give --passphrase-file FILE (or BACKUP_PASSPHRASE), or --recipient age1….",
    );
  }
  return { passphrase };
}

/**
 * `backup [--to FILE] [--include-secrets --passphrase-file F | --recipient age1…]`: from the
 * database directly when this process may open it (PostgreSQL, or the embedded database of a
 * stopped server), else from the running server's endpoint. Written under .partial and renamed
 * when whole, then read back and checked against its manifest before the command reports
 * success. Local mode's secrets go in only when asked, and then the archive is encrypted (age).
 */
export async function backupCommand(to: string | undefined, secrets: SecretOptions = { includeSecrets: false }): Promise<void> {
  const { backupFileName, createBackup } = await import("@/server/backups/create-backup");
  const key = secrets.includeSecrets ? await archiveKey(secrets) : null;
  const file = path.resolve(to ?? `${backupFileName(new Date())}${key ? ".age" : ""}`);
  if (existsSync(file)) throw new CliError(`${file} exists already; choose another --to.`);
  const partial = `${file}.partial`;
  const plain = key ? `${file}.plain.partial` : partial;
  try {
    const { databaseHandle } = await import("@/server/db");
    const { DatabaseLockedError } = await import("@/server/db/lock");
    let handle: Awaited<ReturnType<typeof databaseHandle>> | null = null;
    try {
      handle = await databaseHandle();
    } catch (error) {
      if (!(error instanceof DatabaseLockedError)) throw error;
    }
    if (handle) {
      try {
        const { getStorage } = await import("@/server/storage");
        const { localSecretsFile } = await import("@/server/backups/this-installation");
        const backup = await createBackup({ handle, storage: getStorage(), localSecretsFile: key ? localSecretsFile() : null });
        await Promise.all([pipeline(backup.stream, createWriteStream(plain, { mode: 0o600 })), backup.manifest]);
      } finally {
        await handle.close();
      }
    } else {
      if (key) throw new CliError("The server is running, and its backup endpoint never hands out the installation's secrets: stop it to back up with --include-secrets.");
      console.log("The server is running: taking the backup through it.");
      await downloadFromServer(plain);
    }
    const summary = await readBack(plain);
    if (key) {
      const { encryptArchive } = await import("@/server/backups/encryption");
      await encryptArchive(plain, partial, key);
      await rm(plain, { force: true });
    }
    await rename(partial, file);
    console.log(`Backup written to ${file}${key ? " (encrypted with age; it holds the installation's secrets)" : ""}\n${summary}`);
  } catch (error) {
    await rm(partial, { force: true });
    await rm(plain, { force: true });
    throw error;
  }
}

/**
 * `restore FILE [--force] [--passphrase-file F | --identity-file F]`: into DATABASE_URL's
 * database, or the embedded one in DATA_DIR, with the configured storage. An encrypted archive is
 * decrypted into a temporary file first. Everyone is signed out: an archive holds no sessions.
 */
export async function restoreCommand(file: string | undefined, force: boolean, secrets: SecretOptions = { includeSecrets: false }): Promise<void> {
  if (!file) throw new CliError("Name the archive: npm run cli -- restore <file> [--force]");
  if (!existsSync(file)) throw new CliError(`${file} does not exist.`);
  const { env } = await import("@/env");
  const { getStorage } = await import("@/server/storage");
  const { restoreBackup } = await import("@/server/backups/restore-backup");
  const { describeManifest } = await import("@/server/backups/manifest");
  const { decryptArchive, isEncryptedArchive, readIdentityFile } = await import("@/server/backups/encryption");
  const storage = getStorage();
  let archive = path.resolve(file);
  let scratch: string | null = null;
  try {
    if (await isEncryptedArchive(archive)) {
      const passphrase = await passphraseOf(secrets);
      const opener = secrets.identityFile ? { identity: await readIdentityFile(secrets.identityFile) } : passphrase ? { passphrase } : null;
      if (!opener) throw new CliError(`${file} is encrypted: give --passphrase-file FILE (or BACKUP_PASSPHRASE), or --identity-file FILE.`);
      scratch = await mkdtemp(path.join(tmpdir(), "settle-decrypt-"));
      const plain = path.join(scratch, "backup.tar.gz");
      await decryptArchive(archive, plain, opener);
      archive = plain;
    }
    const manifest = await restoreBackup(archive, env.DATABASE_URL ? { kind: "postgres", url: env.DATABASE_URL, storage, force } : { kind: "embedded", dataDir: env.DATA_DIR, storage, force });
    console.log(`Restored ${file}\n${describeManifest(manifest)}\nEvery table and file matches the backup's manifest. Everyone is signed out: the archive holds no sessions.`);
  } finally {
    if (scratch) await rm(scratch, { recursive: true, force: true });
  }
}
