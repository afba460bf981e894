import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";

const ROOT = path.resolve(__dirname, "../../..");

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** A child process with its output kept line by line, to wait for a line or for its end. */
export class Watched {
  readonly lines: string[] = [];
  stderr = "";
  readonly exited: Promise<Exit>;
  private waiters: Array<{ accept: (line: string) => boolean; resolve: (line: string) => void }> = [];

  constructor(readonly child: ChildProcess) {
    createInterface({ input: child.stdout! }).on("line", (line) => {
      this.lines.push(line);
      this.waiters = this.waiters.filter((waiter) => {
        if (!waiter.accept(line)) return true;
        waiter.resolve(line);
        return false;
      });
    });
    child.stderr!.on("data", (chunk: Buffer) => (this.stderr += chunk.toString()));
    this.exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  }

  get pid(): number {
    return this.child.pid as number;
  }

  /** The first line (already printed or still to come) the predicate accepts; fails if the process ends first. */
  waitForLine(accept: (line: string) => boolean): Promise<string> {
    const seen = this.lines.find(accept);
    if (seen !== undefined) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      this.waiters.push({ accept, resolve });
      void this.exited.then((exit) =>
        reject(new Error(`process ended (${exit.signal ?? exit.code}) before the expected line. stderr: ${this.stderr}`)),
      );
    });
  }

  send(line: string): void {
    this.child.stdin!.write(`${line}\n`);
  }
}

/**
 * A TypeScript script run the way the CLI runs (tsx, react-server condition for server-only), in
 * one process: tsx's own command would run the script in a child, which a SIGKILL would orphan.
 */
export function spawnScript(script: string, args: string[], env: NodeJS.ProcessEnv = process.env): Watched {
  const child = spawn(process.execPath, ["--import", "tsx", "--conditions=react-server", path.join(ROOT, script), ...args], {
    cwd: ROOT,
    env,
    stdio: ["pipe", "pipe", "pipe"],
  });
  return new Watched(child);
}

/** The environment of the server and the CLI on the embedded database in dataDir. */
export function embeddedEnv(dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  return env;
}
