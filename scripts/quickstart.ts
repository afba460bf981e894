/**
 * The run command: migrate, seed the demo when the database is empty, build, and serve.
 * Options: --port N (default 3000), --fresh (start from an empty DATA_DIR), --no-build.
 */
import { rmSync } from "node:fs";
import path from "node:path";
import { ensureLocalSecrets } from "../server/config/local-secrets";
import { NEXT_BIN, run, runScript, serve } from "./launch";

const args = process.argv.slice(2);
const portIndex = args.indexOf("--port");
const port = portIndex >= 0 ? (args[portIndex + 1] ?? "3000") : (process.env.PORT ?? "3000");
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
  NEXT_PUBLIC_ENV: process.env.NEXT_PUBLIC_ENV ?? "local",
  PORT: port,
} as NodeJS.ProcessEnv;

async function main() {
  const dataDir = path.resolve(env.DATA_DIR ?? "./data");
  if (args.includes("--fresh") && !env.DATABASE_URL) rmSync(dataDir, { recursive: true, force: true });
  ensureLocalSecrets(env);
  // Each step runs in node directly (not npx, whose shell would not pass a stop signal on).
  const cli = ["--import", "tsx", "--conditions=react-server", "server/cli/index.ts"];
  await run(process.execPath, [...cli, "migrate"], env);
  if (env.NEXT_PUBLIC_ENV === "local") await run(process.execPath, [...cli, "seed", "--if-empty"], env);
  if (!args.includes("--no-build")) await run(process.execPath, [NEXT_BIN, "build"], env);
  console.log(`\nSettle is starting on http://localhost:${port} (data in ${env.DATABASE_URL ? "PostgreSQL" : dataDir}).\n`);
  serve(port, env);
}

runScript(main);
