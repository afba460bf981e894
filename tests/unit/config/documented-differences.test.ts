import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { NOTIFICATION_TYPES } from "@/lib/domain/reference";
import { allApiRoutes } from "@/server/openapi/all-api-routes";

const ROOT = path.resolve(__dirname, "../../..");
const readme = readFileSync(path.join(ROOT, "README.md"), "utf8");

/** The configuration table's row naming the variable in its first cell. */
function configurationRow(name: string): string | undefined {
  return readme.split("\n").find((line) => line.startsWith("| ") && (line.split(" | ")[0] ?? "").includes(`\`${name}\``));
}

/** The application's source files (what runs in the server and the browser), outside the schema that validates the environment. */
function applicationSources(): string[] {
  const files = ["env.ts", "instrumentation.ts", "instrumentation-client.ts", "next.config.ts", "proxy.ts"];
  for (const folder of ["app", "server", "lib", "components", "hooks"]) {
    for (const entry of readdirSync(path.join(ROOT, folder), { recursive: true, encoding: "utf8" })) {
      if (/\.(ts|tsx)$/.test(entry)) files.push(path.join(folder, entry));
    }
  }
  return files.filter((file) => file !== path.join("lib", "config", "env-schema.ts") && !file.endsWith("schema.gen.ts"));
}

/**
 * Issue #19, configuration and files API: where the app differs from the spec, the README and the
 * OpenAPI document say so, rather than describing a meaning nothing implements.
 */
describe("documented differences from the spec", () => {
  it.each(["NEXT_PUBLIC_BACKEND_URL", "NEXT_PUBLIC_BACKEND_ANON_KEY", "NEXT_PUBLIC_STORAGE_UPLOADS_URL"])(
    "the README says %s is accepted and ignored, and why",
    (name) => {
      const row = readme.split("\n").find((line) => line.startsWith(`| \`${name}\``));
      expect(row).toMatch(/accepted and ignored: .{20,}/);
    },
  );

  // #47.11: the spec's session-recording id and mail-provider credentials are validated (the spec
  // lists them) but nothing reads them; the README says so and why, rather than promising a meaning.
  it.each(["SESSION_RECORDING_ID", "MAIL_PROVIDER_KEY", "MAIL_PROVIDER_SECRET"])("the README says %s is accepted and ignored, and why, and nothing reads it", (name) => {
    expect(configurationRow(name)).toMatch(/accepted and ignored: .{40,}/);
    const readers = applicationSources().filter((file) => readFileSync(path.join(ROOT, file), "utf8").includes(name));
    expect(readers).toEqual([]);
  });

  it("the README says the environment is configurable where the spec fixes it to production, and why", () => {
    expect(configurationRow("NEXT_PUBLIC_ENV")).toMatch(/The spec fixes the environment to production in its build; here each installation sets it, because .{40,}/);
  });

  it("the README says what became of the spec's project id `timekeeping`", () => {
    expect(readme).toMatch(/The spec's project id `timekeeping` names the project of its hosted backend; Settle has its own\s+database and API and no hosted backend project, so there is no project id to set/);
  });

  it("docs/notifications.md counts and lists every notification type, the spec's nine and the one Settle adds", () => {
    const doc = readFileSync(path.join(ROOT, "docs", "notifications.md"), "utf8");
    expect(NOTIFICATION_TYPES).toHaveLength(10);
    expect(doc).toMatch(/typed on the ten notification types \(`NOTIFICATION_TYPES`\):\s+the spec's nine and `WEBHOOK_ENDPOINT_DISABLED`/);
    expect(doc).not.toMatch(/\bnine (notification )?types\b/);
    for (const type of NOTIFICATION_TYPES) expect(doc).toContain(`| ${type} |`);
  });

  it("POST /api/files says it takes one file where the spec sends a list; PUT takes a list", () => {
    const post = allApiRoutes().find((route) => route.method === "post" && route.path === "/api/files");
    expect(post?.summary).toContain("Differs from the spec, whose POST sends and returns a list");
    expect(readme).toContain("the spec's `POST /api/files` sends and returns a list");
  });
});
