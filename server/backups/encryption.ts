import { createReadStream, createWriteStream } from "node:fs";
import { open, readFile } from "node:fs/promises";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { Decrypter, Encrypter } from "age-encryption";
import { BackupArchiveError } from "./archive";

/**
 * An archive that carries local mode's generated secrets is written only encrypted, in the age
 * format (age-encryption.org/v1), so it opens with the `age` tool too: to a passphrase the
 * operator gives (scrypt), or to an age recipient (`age1…`) whose identity file opens it.
 */
export type ArchiveKey = { passphrase: string } | { recipient: string };
export type ArchiveOpener = { passphrase: string } | { identity: string };

const AGE_HEADER = "age-encryption.org/v1\n";

/** Whether a file starts as an age file does (binary, not armored; Settle writes binary). */
export async function isEncryptedArchive(file: string): Promise<boolean> {
  const handle = await open(file, "r");
  try {
    const start = Buffer.alloc(AGE_HEADER.length);
    const { bytesRead } = await handle.read(start, 0, start.length, 0);
    return start.subarray(0, bytesRead).toString("latin1") === AGE_HEADER;
  } finally {
    await handle.close();
  }
}

const webStream = (file: string) => Readable.toWeb(createReadStream(file)) as unknown as ReadableStream<Uint8Array>;
const nodeStream = (stream: ReadableStream<Uint8Array>) => Readable.fromWeb(stream as unknown as WebReadableStream<Uint8Array>);

export async function encryptArchive(plain: string, encrypted: string, key: ArchiveKey): Promise<void> {
  const encrypter = new Encrypter();
  if ("passphrase" in key) encrypter.setPassphrase(key.passphrase);
  else encrypter.addRecipient(key.recipient);
  await pipeline(nodeStream(await encrypter.encrypt(webStream(plain))), createWriteStream(encrypted, { mode: 0o600 }));
}

/** Decrypts into `plain`; a wrong passphrase or identity is the operator's error, in words. */
export async function decryptArchive(encrypted: string, plain: string, opener: ArchiveOpener): Promise<void> {
  const decrypter = new Decrypter();
  if ("passphrase" in opener) decrypter.addPassphrase(opener.passphrase);
  else decrypter.addIdentity(opener.identity);
  try {
    // The header is checked before the first byte is given out; the body's chunks are authenticated as they stream.
    await pipeline(nodeStream(await decrypter.decrypt(webStream(encrypted))), createWriteStream(plain, { mode: 0o600 }));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new BackupArchiveError(`The encrypted backup did not open: ${/passphrase|identity|no identity|incorrect|decrypt/i.test(message) ? "wrong passphrase or identity" : message}.`);
  }
}

/** The first identity line of an age identity file (comments and blank lines are skipped). */
export async function readIdentityFile(file: string): Promise<string> {
  const line = (await readFile(file, "utf8")).split(/\r?\n/).find((entry) => entry.trim() && !entry.startsWith("#"));
  if (!line) throw new BackupArchiveError(`${file} holds no age identity (AGE-SECRET-KEY-1…).`);
  return line.trim();
}
