/**
 * The second and third e2e web servers: the same build as the first (it must already exist, so
 * this runs after scripts/quickstart.ts has built), served on an empty database holding only one
 * administrator, created the way a production install makes its first one (users:create).
 * Specs that start from nothing (e2e/admin-organisation.spec.ts) use it; no demo data.
 * With --clock, the business clock starts at that ISO timestamp: it is written to the file
 * SETTLE_CLOCK_FILE names before the server starts (so its first daily jobs already run on that
 * day), and the spec moves the clock by writing the file again (e2e/fresh-install-month.spec.ts).
 * Usage: tsx scripts/e2e-fresh-server.ts --port N --admin-email E --admin-password P [--clock ISO]
 */
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ensureLocalSecrets } from "../server/config/local-secrets";
import { run, runScript, serve } from "./launch";

const args = process.argv.slice(2);
const optional = (name: string): string | undefined => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const option = (name: string): string => {
  const value = optional(name);
  if (!value) throw new Error(`${name} is required`);
  return value;
};
const port = option("--port");
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NEXT_PUBLIC_ENV: "local", PORT: port } as NodeJS.ProcessEnv;

async function main() {
  rmSync(path.resolve(env.DATA_DIR ?? ".e2e-fresh-data"), { recursive: true, force: true });
  const clock = optional("--clock");
  if (clock) {
    if (!env.SETTLE_CLOCK_FILE) throw new Error("--clock needs SETTLE_CLOCK_FILE in the environment");
    if (Number.isNaN(new Date(clock).getTime())) throw new Error(`--clock ${clock} is not an ISO timestamp`);
    writeFileSync(env.SETTLE_CLOCK_FILE, `${clock}\n`);
  }
  ensureLocalSecrets(env);
  const cli = ["--conditions=react-server", "server/cli/index.ts"];
  await run("npx", ["tsx", ...cli, "migrate"], env);
  await run("npx", ["tsx", ...cli, "users:create", "--email", option("--admin-email"), "--role", "ADMIN", "--password", option("--admin-password"), "--name", "First Admin"], env);
  serve(port, env);
}

runScript(main);
