/**
 * The second e2e web server: the same build as the first (it must already exist, so this runs
 * after scripts/quickstart.ts has built), served on an empty database holding only one
 * administrator, created the way a production install makes its first one (users:create).
 * Specs that start from nothing (e2e/admin-organisation.spec.ts) use it; no demo data.
 * Usage: tsx scripts/e2e-fresh-server.ts --port N --admin-email E --admin-password P
 */
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { ensureLocalSecrets } from "../server/config/local-secrets";

const args = process.argv.slice(2);
const option = (name: string): string => {
  const index = args.indexOf(name);
  const value = index >= 0 ? args[index + 1] : undefined;
  if (!value) throw new Error(`${name} is required`);
  return value;
};
const port = option("--port");
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NEXT_PUBLIC_ENV: "local", PORT: port } as NodeJS.ProcessEnv;

function run(commandArgs: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("npx", commandArgs, { stdio: "inherit", env });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`npx ${commandArgs.slice(0, 4).join(" ")} failed (${code})`))));
  });
}

async function main() {
  rmSync(path.resolve(env.DATA_DIR ?? ".e2e-fresh-data"), { recursive: true, force: true });
  ensureLocalSecrets(env);
  const cli = ["tsx", "--conditions=react-server", "server/cli/index.ts"];
  await run([...cli, "migrate"]);
  await run([...cli, "users:create", "--email", option("--admin-email"), "--role", "ADMIN", "--password", option("--admin-password"), "--name", "First Admin"]);
  const server = spawn("npx", ["next", "start", "-p", port], { stdio: "inherit", env });
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
  server.on("exit", (code) => process.exit(code ?? 0));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
