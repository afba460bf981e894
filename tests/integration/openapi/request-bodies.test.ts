import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { ApiRoute } from "@/lib/schemas/common";
import { allApiRoutes } from "@/server/openapi/all-api-routes";

/**
 * The published request body of every route is the very schema object its handler parses, so
 * the document cannot drift from what the server accepts (it did for sign-in). Read from the
 * route file's source: the schemas it hands to parseBody(request, X), X.parse(…) or X.safeParse(…),
 * or declares as `body: X` (endpoint() in server/http/endpoint.ts),
 * resolved through its imports to the objects themselves.
 */
const ROOT = path.resolve(__dirname, "../../..");

/** Routes whose body is parsed outside the route file: better-auth's catch-all hands sign-in to the app's limit first. */
const PARSED_ELSEWHERE: Record<string, string> = {
  "post /api/auth/sign-in/email": "server/auth/sign-in-limit.ts",
  "post /api/auth/sign-in/sso": "app/api/auth/[...all]/route.ts",
  "post /api/auth/two-factor/enable": "app/api/auth/[...all]/route.ts",
  "post /api/auth/two-factor/verify-totp": "app/api/auth/[...all]/route.ts",
  "post /api/auth/two-factor/verify-backup-code": "app/api/auth/[...all]/route.ts",
  "post /api/auth/two-factor/disable": "app/api/auth/[...all]/route.ts",
};

function routeFile(route: ApiRoute): string {
  const key = `${route.method} ${route.path}`;
  if (PARSED_ELSEWHERE[key]) return path.join(ROOT, PARSED_ELSEWHERE[key]);
  return path.join(ROOT, "app", ...route.path.split("/").filter(Boolean).map((segment) => segment.replace(/^\{(\w+)\}$/, "[$1]")), "route.ts");
}

/** Identifier → module specifier, for `import { a, b as c } from "…"`. */
function importsOf(source: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+"([^"]+)"/g)) {
    for (const part of match[1]!.split(",")) {
      const [imported, local] = part.trim().replace(/^type\s+/, "").split(/\s+as\s+/);
      if (imported) found.set((local ?? imported).trim(), match[2]!);
    }
  }
  return found;
}

function parsedSchemas(source: string): string[] {
  const names = new Set<string>();
  for (const match of source.matchAll(/parseBody\(\s*request(?:\.clone\(\))?\s*,\s*(\w+)\s*\)/g)) names.add(match[1]!);
  // A body schema handed with the request to the step that parses it (the two-factor code steps).
  for (const match of source.matchAll(/\w+\(\s*request\s*,\s*(\w+Body)\s*\)/g)) names.add(match[1]!);
  for (const match of source.matchAll(/\b(\w+)\.(?:safeParse|parse)\(/g)) names.add(match[1]!);
  for (const match of source.matchAll(/\bbody:\s*(\w+)\b/g)) names.add(match[1]!);
  return [...names];
}

async function resolve(specifier: string, file: string): Promise<Record<string, unknown>> {
  if (specifier.startsWith("@/")) return import(/* @vite-ignore */ path.join(ROOT, specifier.slice(2)));
  return import(/* @vite-ignore */ path.resolve(path.dirname(file), specifier));
}

const withBody = allApiRoutes().filter((route) => route.body);

describe("published request bodies", () => {
  it("covers the routes that take a JSON body", () => {
    expect(withBody.length).toBeGreaterThan(40);
  });

  for (const route of withBody) {
    it(`${route.method.toUpperCase()} ${route.path} documents the schema its handler parses`, async () => {
      const file = routeFile(route);
      expect(existsSync(file), `${file} exists`).toBe(true);
      const source = readFileSync(file, "utf8");
      const imports = importsOf(source);
      const parsed: unknown[] = [];
      for (const name of parsedSchemas(source)) {
        const specifier = imports.get(name);
        if (!specifier) continue;
        const exports = await resolve(specifier, file);
        if (name in exports) parsed.push(exports[name]);
      }
      expect(parsed.length, `${file} parses an imported schema`).toBeGreaterThan(0);
      // A route that takes one of several bodies (an action in the path) documents their union.
      const documented = route.body instanceof z.ZodUnion ? [...route.body.options] : [route.body];
      for (const schema of documented) expect(parsed).toContain(schema);
    });
  }
});
