import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { embeddedEnv, spawnScript, type Watched } from "../../support/processes/spawn";

const CLI = "server/cli/index.ts";
// Each step starts Node with tsx and PGlite: seconds alone, much longer on a loaded machine.
const PROCESS_TIMEOUT = 180_000;

const running: Watched[] = [];
afterEach(() => {
  for (const process of running.splice(0)) process.child.kill("SIGKILL");
});

async function cli(args: string[], dataDir: string): Promise<{ code: number | null; out: string[]; err: string }> {
  const watched = spawnScript(CLI, args, embeddedEnv(dataDir));
  running.push(watched);
  const { code } = await watched.exited;
  return { code, out: watched.lines, err: watched.stderr.trim() };
}

/** The recovery of issue #34.1 as an operator runs it (the service's effects are checked in two-factor.test.ts). */
describe("npm run cli -- two-factor-reset", () => {
  it("is listed in the help, resets a known person and refuses an unknown one with one line", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "settle-two-factor-reset-"));
    expect((await cli(["help"], dataDir)).out.join("\n")).toContain("two-factor-reset EMAIL");
    const created = await cli(["users:create", "--email", "lost.phone@example.com", "--role", "ADMIN", "--password", "a-long-password"], dataDir);
    expect(created.code).toBe(0);

    const reset = await cli(["two-factor-reset", "Lost.Phone@example.com"], dataDir);
    expect(reset).toMatchObject({ code: 0, err: "" });
    expect(reset.out).toEqual(["No two-factor sign-in was set up; nothing to remove for lost.phone@example.com; 0 sessions ended."]);

    const unknown = await cli(["two-factor-reset", "nobody@example.com"], dataDir);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toBe("Error: No person has the e-mail nobody@example.com.");
    const missing = await cli(["two-factor-reset"], dataDir);
    expect(missing.code).toBe(1);
    expect(missing.err).toBe("Error: Name the person: npm run cli -- two-factor-reset <email>.");
  }, PROCESS_TIMEOUT);
});
