import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import * as tar from "tar-stream";
import { backupManifest, MANIFEST_MEMBER, MEMBER_NAME, type BackupManifest } from "./manifest";

/** A backup archive that cannot be restored; the message says why, for the operator. */
export class BackupArchiveError extends Error {
  override name = "BackupArchiveError";
}

export const sha256Of = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

export interface ReadArchive {
  manifest: BackupManifest;
  /** Where each member was unpacked, by member name. */
  paths: Map<string, string>;
}

/** The archive's plain-language failure for what gunzip or the tar reader threw. */
function describeReadFailure(error: unknown): BackupArchiveError {
  if (error instanceof BackupArchiveError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/unexpected end|premature|truncated|Unexpected end/i.test(message)) {
    return new BackupArchiveError("The backup archive is incomplete: it ends early (cut off while copying, or still being written).");
  }
  return new BackupArchiveError(`This is not a readable Settle backup archive (${message}).`);
}

/**
 * Unpacks an archive into `into` and checks it whole before anything is restored: only known
 * member names, no member twice, a manifest of a known format, and every member present with
 * the size and checksum the manifest gives (so a cut, swapped or altered file is refused).
 */
export async function readArchive(file: string, into: string): Promise<ReadArchive> {
  const paths = new Map<string, string>();
  const seen = new Map<string, { bytes: number; sha256: string }>();
  const extract = tar.extract();
  const reading = (async () => {
    for await (const entry of extract) {
      const name = entry.header.name;
      if (entry.header.type !== "file" || !MEMBER_NAME.test(name) || seen.has(name)) {
        entry.resume();
        throw new BackupArchiveError(`The backup archive holds an unexpected entry "${name}"; it was not written by Settle.`);
      }
      const target = path.join(into, ...name.split("/"));
      await mkdir(path.dirname(target), { recursive: true });
      const hash = createHash("sha256");
      let bytes = 0;
      const count = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          bytes += chunk.length;
          done(null, chunk);
        },
      });
      await pipeline(entry, count, createWriteStream(target));
      seen.set(name, { bytes, sha256: hash.digest("hex") });
      paths.set(name, target);
    }
  })();
  try {
    await Promise.all([pipeline(createReadStream(file), createGunzip(), extract), reading]);
  } catch (error) {
    throw describeReadFailure(error);
  }
  const manifestPath = paths.get(MANIFEST_MEMBER);
  if (!manifestPath) throw new BackupArchiveError("The backup archive has no manifest.json; it was not written by Settle, or it is incomplete.");
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(manifestPath, "utf8"));
  } catch {
    throw new BackupArchiveError("The backup archive's manifest.json is not valid JSON.");
  }
  const result = backupManifest.safeParse(parsed);
  if (!result.success) {
    throw new BackupArchiveError(`The backup archive's manifest.json is not one this version of Settle can restore (${result.error.issues[0]?.path.join(".") || "format"}: ${result.error.issues[0]?.message}).`);
  }
  const manifest = result.data;
  const expected = [manifest.database, ...manifest.files, ...(manifest.localSecrets ? [manifest.localSecrets] : [])];
  for (const member of expected) {
    const found = seen.get(member.name);
    if (!found) throw new BackupArchiveError(`The backup archive is incomplete: ${member.name} is missing.`);
    if (found.bytes !== member.bytes || found.sha256 !== member.sha256) {
      throw new BackupArchiveError(`The backup archive was changed after it was written: ${member.name} does not match its checksum.`);
    }
  }
  const listed = new Set([MANIFEST_MEMBER, ...expected.map((member) => member.name)]);
  const extra = [...seen.keys()].find((name) => !listed.has(name));
  if (extra) throw new BackupArchiveError(`The backup archive holds ${extra}, which its manifest does not list.`);
  return { manifest, paths };
}
