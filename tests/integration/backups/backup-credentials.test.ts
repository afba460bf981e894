import { spawnSync } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { gunzipSync, gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import * as tar from "tar-stream";
import { afterAll, describe, expect, it } from "vitest";
import { BackupArchiveError, readArchive } from "@/server/backups/archive";
import { createBackup } from "@/server/backups/create-backup";
import { restoreBackup } from "@/server/backups/restore-backup";
import { getAuth } from "@/server/auth/auth";
import { businessToday } from "@/server/clock";
import { installDatabase, rowsOf } from "@/server/db";
import { openDatabase, type DatabaseHandle } from "@/server/db/connection";
import { seedDemo } from "@/server/seed/seed-demo";
import { installStorage } from "@/server/storage";
import { createDiskStorage } from "@/server/storage/disk-storage";
import { scratchDatabases } from "../../support/server-database";
import { signInEach } from "../../support/seeded";

/**
 * What an archive never holds (issue #45.2): session tokens, verification values (password
 * resets, confirmations, OAuth state), an identity provider's tokens. Read as an attacker reads a
 * stolen archive: the raw bytes of the embedded database's files, and pg_restore's SQL text of a
 * PostgreSQL dump. And a crafted archive restores nothing (issue #45.3).
 */
const root = mkdtempSync(path.join(tmpdir(), "settle-backup-credentials-"));
const databases = scratchDatabases("settle_creds");
const opened: DatabaseHandle[] = [];

afterAll(async () => {
  for (const handle of opened) await handle.close().catch(() => undefined);
  await databases.dropAll();
});

const serverDatabase = () => databases.create();

/** A seeded installation with live credentials in it: sessions, a verification value, an old account row with a provider's tokens. */
async function installationWithCredentials(handle: DatabaseHandle, dir: string) {
  opened.push(handle);
  await handle.migrate();
  installDatabase(handle);
  const storage = createDiskStorage(dir);
  installStorage(storage);
  await seedDemo(handle.db, { today: businessToday() });
  await signInEach(["admin", "amara"] as const);
  const secret = (what: string) => `${what}-${randomBytes(12).toString("hex")}`;
  const verification = secret("reset-token");
  const tokens = { access: secret("access"), refresh: secret("refresh"), id: secret("idtoken") };
  await handle.db.execute(sql`insert into verifications (identifier, value, expires_at) values ('reset-password:x', ${verification}, now() + interval '1 hour')`);
  // A row as an older release wrote it, before provider tokens were dropped (the migration forgets them; this one came after).
  await handle.db.execute(sql`
    insert into accounts (account_id, provider_id, user_id, access_token, refresh_token, id_token, created_at, updated_at)
    select 'sub-1', 'partner-idp', id, ${tokens.access}, ${tokens.refresh}, ${tokens.id}, now(), now() from users where email = 'admin@settle.local'`);
  const sessions = rowsOf<{ token: string }>(await handle.db.execute(sql`select token from sessions`)).map((row) => row.token);
  expect(sessions.length).toBeGreaterThanOrEqual(2);
  return { storage, credentials: [...sessions, verification, tokens.access, tokens.refresh, tokens.id] };
}

async function backupTo(handle: DatabaseHandle, storage: ReturnType<typeof createDiskStorage>, file: string) {
  const backup = await createBackup({ handle, storage });
  await Promise.all([pipeline(backup.stream, createWriteStream(file)), backup.manifest]);
  return backup.manifest;
}

/** Every byte of the embedded database's data directory as the archive carries it, tables and write-ahead log alike. */
async function pgdataBytes(archive: string): Promise<Buffer> {
  const unpacked = path.join(root, `unpacked-${randomBytes(4).toString("hex")}`);
  const { manifest, paths } = await readArchive(archive, unpacked);
  const inner = gunzipSync(readFileSync(paths.get(manifest.database.name)!));
  return inner;
}

describe("an archive of the embedded database", () => {
  const dir = path.join(root, "embedded");
  let archive: string;
  let credentials: string[];

  it("holds no session token, verification value or provider token anywhere in its bytes, and the rows they were in are empty or blank", async () => {
    const handle = await openDatabase({ dataDir: dir });
    const installed = await installationWithCredentials(handle, dir);
    credentials = installed.credentials;
    // Today's dump of the live directory holds every one of them: the check below can fail.
    const live = gunzipSync(new Uint8Array(await (await (handle as unknown as { db: { $client: { dumpDataDir(c: "gzip"): Promise<Blob> } } }).db.$client.dumpDataDir("gzip")).arrayBuffer()));
    expect(credentials.filter((value) => live.includes(value)).length).toBe(credentials.length);

    archive = path.join(root, "embedded.tar.gz");
    const manifest = await backupTo(handle, installed.storage, archive);
    const bytes = await pgdataBytes(archive);
    expect(credentials.filter((value) => bytes.includes(value))).toEqual([]);
    expect(manifest.database.tables["public.sessions"]).toEqual({ rows: 0, hash: "" });
    expect(manifest.database.tables["public.verifications"]).toEqual({ rows: 0, hash: "" });
    expect(manifest.database.tables["public.accounts"]!.rows).toBeGreaterThan(4);
    await handle.close();
    opened.splice(opened.indexOf(handle), 1);
  }, 240_000);

  it("restores to a database where nobody is signed in and the provider's link stays without its tokens", async () => {
    const target = path.join(root, "embedded-restored");
    await restoreBackup(archive, { kind: "embedded", dataDir: target, storage: createDiskStorage(target), force: false });
    const restored = await openDatabase({ dataDir: target });
    opened.push(restored);
    const [counts] = rowsOf<{ sessions: number; verifications: number; linked: number; tokens: number }>(
      await restored.db.execute(sql`select (select count(*)::int from sessions) as sessions, (select count(*)::int from verifications) as verifications,
        (select count(*)::int from accounts where provider_id = 'partner-idp') as linked,
        (select count(*)::int from accounts where coalesce(access_token, refresh_token, id_token) is not null) as tokens`),
    );
    expect(counts).toEqual({ sessions: 0, verifications: 0, linked: 1, tokens: 0 });
  }, 120_000);

  it("refuses a crafted archive whose manifest names a file key outside storage, and leaves the installation it was to replace as it was", async () => {
    const target = path.join(root, "embedded-restored");
    const uploadsBefore = readdirSync(path.join(target, "uploads"), { recursive: true }).length;
    expect(uploadsBefore).toBeGreaterThan(5);
    // The attacker rewrites the manifest (it is not signed): one file is to be put back at ../../escape.
    const crafted = path.join(root, "crafted.tar.gz");
    const extract = tar.extract();
    const pack = tar.pack();
    const done = (async () => {
      for await (const entry of extract) {
        const chunks: Buffer[] = [];
        for await (const chunk of entry) chunks.push(chunk as Buffer);
        let body = Buffer.concat(chunks);
        if (entry.header.name === "manifest.json") {
          const manifest = JSON.parse(body.toString("utf8")) as { files: Array<{ key: string }> };
          manifest.files[0]!.key = "../../escape";
          body = Buffer.from(JSON.stringify(manifest));
        }
        pack.entry({ name: entry.header.name, size: body.length }, body);
      }
      pack.finalize();
    })();
    const out: Buffer[] = [];
    pack.on("data", (chunk: unknown) => void out.push(chunk as Buffer));
    const finished = new Promise<void>((resolve) => pack.on("end", () => resolve()));
    extract.end(gunzipSync(readFileSync(archive)));
    await done;
    await finished;
    writeFileSync(crafted, gzipSync(Buffer.concat(out)));

    await opened.pop()!.close();
    const refused = restoreBackup(crafted, { kind: "embedded", dataDir: target, storage: createDiskStorage(target), force: true });
    await expect(refused).rejects.toThrow(BackupArchiveError);
    await expect(refused).rejects.toThrow(/files\.0\.key: not a storage key Settle makes/);
    expect(readdirSync(path.join(target, "uploads"), { recursive: true }).length).toBe(uploadsBefore);
    expect(existsSync(path.join(target, "pgdata", "PG_VERSION"))).toBe(true);
    expect(existsSync(path.join(root, "escape"))).toBe(false);
  }, 120_000);
});

describe("an archive of a PostgreSQL database", () => {
  it("holds no session token, verification value or provider token in pg_restore's text of its dump", async () => {
    const dir = path.join(root, "postgres");
    mkdirSync(dir, { recursive: true });
    const handle = await openDatabase({ url: await serverDatabase() });
    const { storage, credentials } = await installationWithCredentials(handle, dir);
    // The migration forgot the tokens of rows written before it; this row came after, as if a release had not yet dropped them.
    const archive = path.join(root, "postgres.tar.gz");
    await backupTo(handle, storage, archive);
    const { manifest, paths } = await readArchive(archive, path.join(root, "postgres-unpacked"));
    const text = spawnSync("pg_restore", ["--file=-", paths.get(manifest.database.name)!], { encoding: "utf8", maxBuffer: 512 * 1024 * 1024 });
    expect(text.status, text.stderr).toBe(0);
    expect(text.stdout).toContain("COPY public.timesheets");
    const sessionsAndVerifications = credentials.slice(0, credentials.length - 3);
    expect(sessionsAndVerifications.filter((value) => text.stdout.includes(value))).toEqual([]);
    expect(manifest.database.tables["public.sessions"]).toEqual({ rows: 0, hash: "" });
  }, 240_000);

  it("does not keep a provider's tokens when better-auth links an account", async () => {
    const auth = await getAuth();
    const context = await auth.$context;
    const [owner] = rowsOf<{ id: string }>(await opened.at(-1)!.db.execute(sql`select id from users where email = 'admin@settle.local'`));
    await context.internalAdapter.createAccount({ accountId: "sub-2", providerId: "other-idp", userId: owner!.id, accessToken: "live-access", refreshToken: "live-refresh", idToken: "live-id" });
    const [row] = rowsOf<{ access_token: string | null; refresh_token: string | null; id_token: string | null }>(
      await opened.at(-1)!.db.execute(sql`select access_token, refresh_token, id_token from accounts where provider_id = 'other-idp'`),
    );
    expect(row).toEqual({ access_token: null, refresh_token: null, id_token: null });
  });
});
