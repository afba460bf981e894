import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * A timesheet's statuses are written in one place (server/services/timesheets/write-timesheet-statuses.ts),
 * and by the daily job's one set-based statement. Any other UPDATE of the timesheets table in the
 * server or the routes is a second writer with its own audit shape, which is what this guards against.
 */

const ROOT = join(__dirname, "../../..");
const ALLOWED = new Set(["server/services/timesheets/write-timesheet-statuses.ts", "server/services/cron/advance-periods.ts"]);
const UPDATE_OF_TIMESHEETS = [/\.update\(\s*timesheets\s*\)/, /\.update\(\s*t\.timesheets\s*\)/, /update\s+"?timesheets"?\s/i];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

describe("the one status writer", () => {
  it("is the only code that updates the timesheets table, beside the daily job's set-based statement", () => {
    const writers = ["server", "app", "lib"]
      .flatMap((dir) => sourceFiles(join(ROOT, dir)))
      .filter((path) => UPDATE_OF_TIMESHEETS.some((pattern) => pattern.test(readFileSync(path, "utf8"))))
      .map((path) => relative(ROOT, path))
      .sort();
    expect(writers).toEqual([...ALLOWED].sort());
  });
});
