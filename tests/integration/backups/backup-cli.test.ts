import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { readArchive } from "@/server/backups/archive";
import { businessToday } from "@/server/clock";
import { openDatabase } from "@/server/db/connection";
import { seedDemo } from "@/server/seed/seed-demo";
import { installStorage } from "@/server/storage";
import { createDiskStorage } from "@/server/storage/disk-storage";
import { embeddedEnv, spawnScript, type Watched } from "../../support/processes/spawn";

/**
 * `npm run cli -- backup` and `restore` as an operator runs them on the embedded database: while
 * the server runs the backup is taken through it (the database is the server's alone), with the
 * server stopped directly; a restore fills an empty directory and refuses one with data.
 */
const CLI = "server/cli/index.ts";
const SERVER = "tests/support/processes/serve-api.ts";
let server: Watched | undefined;
afterEach(() => void server?.child.kill("SIGKILL"));

async function cli(args: string[], env: NodeJS.ProcessEnv) {
  const run = spawnScript(CLI, args, env);
  const exit = await run.exited;
  return { code: exit.code, out: run.lines.join("\n"), err: run.stderr };
}

it("backs up through the running server and directly once it stopped, restores into an empty directory and refuses one with data", async () => {
  const root = mkdtempSync(path.join(tmpdir(), "settle-backup-cli-"));
  const live = path.join(root, "live");
  installStorage(createDiskStorage(live));
  const seeding = await openDatabase({ dataDir: live });
  await seeding.migrate();
  await seedDemo(seeding.db, { today: businessToday() });
  await seeding.close();
  const uploads = readdirSync(path.join(live, "uploads"), { recursive: true }).length;
  expect(uploads).toBeGreaterThan(10);

  server = spawnScript(SERVER, [], embeddedEnv(live));
  const base = `http://127.0.0.1:${(await server.waitForLine((line) => line.startsWith("listening "))).split(" ")[1]}`;
  const throughServer = path.join(root, "through-server.tar.gz");
  const first = await cli(["backup", "--to", throughServer], { ...embeddedEnv(live), DEPLOYMENT_URL: base });
  expect(first.err).toBe("");
  expect(first.code).toBe(0);
  expect(first.out).toContain("The server is running: taking the backup through it.");
  expect(first.out).toContain(`Backup written to ${throughServer}`);
  expect(first.out).toMatch(/\d+ tables, [\d,]+ rows; \d+ stored files/);

  server.child.kill("SIGTERM");
  expect((await server.exited).code).toBe(0);

  const direct = path.join(root, "direct.tar.gz");
  const second = await cli(["backup", "--to", direct], embeddedEnv(live));
  expect(second.code).toBe(0);
  expect(second.out).not.toContain("The server is running");
  expect(second.out).toContain(`Backup written to ${direct}`);
  const again = await cli(["backup", "--to", direct], embeddedEnv(live));
  expect(again.code).toBe(1);
  expect(again.err).toContain(`${direct} exists already; choose another --to.`);

  const restored = path.join(root, "restored");
  const restore = await cli(["restore", throughServer], embeddedEnv(restored));
  expect(restore.err).toBe("");
  expect(restore.code).toBe(0);
  expect(restore.out).toContain("Every table and file matches the backup's manifest.");
  expect(readdirSync(path.join(restored, "uploads"), { recursive: true }).length).toBe(uploads);

  const refused = await cli(["restore", direct], embeddedEnv(restored));
  expect(refused.code).toBe(1);
  expect(refused.err).toContain(`Error: ${restored} already holds data. Restoring replaces it entirely: run again with --force to do so.`);

  const forced = await cli(["restore", direct, "--force"], embeddedEnv(restored));
  expect(forced.code).toBe(0);
  expect(forced.out).toContain("Everyone is signed out: the archive holds no sessions.");
  expect(existsSync(path.join(restored, "pgdata.restoring"))).toBe(false);
}, 300_000);

/** Local mode as the run command starts it: the secrets are generated into DATA_DIR/local-secrets.json. */
function localEnv(dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...embeddedEnv(dataDir), NEXT_PUBLIC_ENV: "local" };
  for (const name of ["SERVICE_KEY", "ADMIN_API_KEY", "CRON_SECRET"]) delete env[name];
  return env;
}

it("leaves local mode's secrets out of an archive unless asked, and then writes it only encrypted, to a passphrase the restore must give", async () => {
  const root = mkdtempSync(path.join(tmpdir(), "settle-backup-secrets-"));
  const live = path.join(root, "live");
  const migrated = await cli(["migrate"], localEnv(live));
  expect(migrated.code).toBe(0);
  const secrets = readFileSync(path.join(live, "local-secrets.json"), "utf8");
  expect(Object.keys(JSON.parse(secrets) as object).sort()).toEqual(["ADMIN_API_KEY", "CRON_SECRET", "SERVICE_KEY"]);

  const plain = path.join(root, "plain.tar.gz");
  expect((await cli(["backup", "--to", plain], localEnv(live))).code).toBe(0);
  const { manifest } = await readArchive(plain, path.join(root, "plain-unpacked"));
  expect(manifest.localSecrets).toBeNull();
  expect(existsSync(path.join(root, "plain-unpacked", "local-secrets.json"))).toBe(false);

  const unkeyed = await cli(["backup", "--include-secrets", "--to", path.join(root, "unkeyed.tar.gz.age")], localEnv(live));
  expect(unkeyed.code).toBe(1);
  expect(unkeyed.err).toContain("--include-secrets writes the installation's secrets, so the archive is encrypted");

  const passphrase = path.join(root, "passphrase");
  writeFileSync(passphrase, "correct horse battery staple\n", { mode: 0o600 });
  const sealed = path.join(root, "with-secrets.tar.gz.age");
  const withSecrets = await cli(["backup", "--include-secrets", "--passphrase-file", passphrase, "--to", sealed], localEnv(live));
  expect(withSecrets.err).toBe("");
  expect(withSecrets.code).toBe(0);
  expect(readFileSync(sealed).subarray(0, 22).toString("latin1")).toBe("age-encryption.org/v1\n");

  const target = path.join(root, "restored");
  const noKey = await cli(["restore", sealed], embeddedEnv(target));
  expect(noKey.code).toBe(1);
  expect(noKey.err).toContain("is encrypted: give --passphrase-file FILE");
  const wrong = path.join(root, "wrong");
  writeFileSync(wrong, "not the passphrase at all\n");
  const refused = await cli(["restore", sealed, "--passphrase-file", wrong], embeddedEnv(target));
  expect(refused.code).toBe(1);
  expect(refused.err).toContain("The encrypted backup did not open");
  expect(existsSync(path.join(target, "pgdata"))).toBe(false);
  const opened = await cli(["restore", sealed, "--passphrase-file", passphrase], embeddedEnv(target));
  expect(opened.err).toBe("");
  expect(opened.code).toBe(0);
  expect(readFileSync(path.join(target, "local-secrets.json"), "utf8")).toBe(secrets);
}, 300_000);
