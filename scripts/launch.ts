/** What the run command (quickstart.ts) and the e2e servers (e2e-fresh-server.ts) both do. */
import { spawn } from "node:child_process";

/**
 * Runs a command in the script's environment with its output shown; rejects when it fails. The
 * error names only the first arguments: a password may follow (users:create).
 */
export function run(command: string, commandArgs: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { stdio: "inherit", env });
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${commandArgs.slice(0, 4).join(" ")} failed (${signal ?? code})`)),
    );
  });
}

/** Serves the build with `next start` until the script is stopped, passing the signal on and exiting with the server. */
export function serve(port: string, env: NodeJS.ProcessEnv): void {
  const server = spawn("npx", ["next", "start", "-p", port], { stdio: "inherit", env });
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
  server.on("exit", (code) => process.exit(code ?? 0));
}

/** A script's main: a failure prints its message alone and exits 1. */
export function runScript(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
