import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { allApiRoutes } from "@/server/openapi/all-api-routes";

const readme = readFileSync(new URL("../../../README.md", import.meta.url), "utf8");

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

  it("POST /api/files says it takes one file where the spec sends a list; PUT takes a list", () => {
    const post = allApiRoutes().find((route) => route.method === "post" && route.path === "/api/files");
    expect(post?.summary).toContain("Differs from the spec, whose POST sends and returns a list");
    expect(readme).toContain("the spec's `POST /api/files` sends and returns a list");
  });
});
