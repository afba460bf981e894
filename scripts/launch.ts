/** What the run command (quickstart.ts) and the e2e servers (e2e-fresh-server.ts) both do. */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

/**
 * Next's own command, run by node directly: through `npx` (npm, then `sh -c`) a signal reached
 * the shell, which died of it and left `next-server` serving and holding the database's lock.
 */
export const NEXT_BIN = path.resolve(__dirname, "../node_modules/next/dist/bin/next");

/**
 * The child this script is running, which gets the signal that stops the script: a supervisor
 * signals only the process it started (#47.2), and a child left behind would keep the port and
 * the embedded database's lock.
 */
let current: ChildProcess | undefined;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (current && current.exitCode === null && current.signalCode === null) current.kill(signal);
    else process.exit(128 + (signal === "SIGINT" ? 2 : 15));
  });
}

/**
 * Runs a command in the script's environment with its output shown; rejects when it fails. The
 * error names only the first arguments: a password may follow (users:create).
 */
export function run(command: string, commandArgs: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { stdio: "inherit", env });
    current = child;
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${commandArgs.slice(0, 4).join(" ")} failed (${signal ?? code})`)),
    );
  });
}

/** Serves the build with `next start` until the script is stopped, passing the signal on and exiting with the server. */
export function serve(port: string, env: NodeJS.ProcessEnv): void {
  const server = spawn(process.execPath, [NEXT_BIN, "start", "-p", port], { stdio: "inherit", env });
  current = server;
  server.on("exit", (code, signal) => process.exit(code ?? (signal ? 128 + (signal === "SIGINT" ? 2 : 15) : 0)));
}

/** A script's main: a failure prints its message alone and exits 1. */
export function runScript(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
