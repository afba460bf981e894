import { describe, expect, it } from "vitest";
import { errorStatusesOf } from "@/server/openapi/error-responses";
import { ACCESS, callerOf, type Access } from "@/lib/schemas/common";
import { accessOf, securityRequirements, type OperationAccess } from "@/server/openapi/security";

const route = (method: "get" | "post" | "put" | "delete", path: string, access: Access) => ({ method, path, access });

describe("accessOf", () => {
  it.each([
    [route("post", "/api/cron/send-mail", "cron secret"), { kind: "schemes", schemes: ["cronSecret"] }],
    [route("get", "/api/timesheet-review/{id}", "review link token (unknown links are 404)"), { kind: "review token" }],
    [route("post", "/api/invitations/accept", "anyone with the invitation link"), { kind: "public" }],
    [route("get", "/api/health", "anyone"), { kind: "public" }],
    [route("get", "/api/clients", "admin"), { kind: "schemes", schemes: ["session", "apiKey"] }],
    [route("get", "/api/billing-periods", "signed in"), { kind: "schemes", schemes: ["session", "apiKey"] }],
    [route("post", "/api/billing-details", "a contractor"), { kind: "schemes", schemes: ["session"] }],
    [route("put", "/api/user", "signed in (admin or contractor)"), { kind: "schemes", schemes: ["session"] }],
    [route("post", "/api/auth/sign-out", "signed in"), { kind: "schemes", schemes: ["session"] }],
  ] as const)("%j is %j", (given, expected) => {
    expect(accessOf(given)).toEqual(expected);
  });

  it("offers the API key where an administrator or any signed-in caller may call, never where only a contractor or a session may", () => {
    expect(accessOf(route("get", "/api/projects/{id}", "admin, contractor (read only)"))).toEqual({ kind: "schemes", schemes: ["session", "apiKey"] });
    expect(accessOf(route("get", "/api/user/sessions", "the signed-in person (session cookie)"))).toEqual({ kind: "schemes", schemes: ["session"] });
    expect(callerOf("review link token (expired links are 404)")).toBe("review token");
    expect(Object.values(ACCESS)).not.toContain("review token");
  });

  it("lists one requirement per accepted scheme, none for public and review-token endpoints", () => {
    expect(securityRequirements({ kind: "schemes", schemes: ["session", "apiKey"] })).toEqual([{ session: [] }, { apiKey: [] }]);
    expect(securityRequirements({ kind: "public" })).toEqual([]);
    expect(securityRequirements({ kind: "review token" })).toEqual([]);
  });
});

describe("errorStatusesOf", () => {
  const adminOrKey: OperationAccess = { kind: "schemes", schemes: ["session", "apiKey"] };

  it("a list without parameters can only be refused", () => {
    expect(errorStatusesOf({ route: route("get", "/api/clients", "admin"), access: adminOrKey })).toEqual([401, 403]);
  });

  it("a write with a path id and a JSON body can meet every answer but the rate limit", () => {
    const body = { type: "object", properties: { version: { type: "integer" } } };
    expect(errorStatusesOf({ route: route("put", "/api/clients/{id}", "admin"), access: adminOrKey, body })).toEqual([400, 401, 403, 404, 409, 413, 415]);
  });

  it("a body that refers to other records can name one that does not exist", () => {
    const body = { type: "object", properties: { timesheetIds: { type: "array" } } };
    expect(errorStatusesOf({ route: route("post", "/api/timesheets/find", "admin"), access: adminOrKey, body })).toEqual([400, 401, 403, 404, 413, 415]);
  });

  it("downloads and cron jobs do not conflict; public endpoints need no credential", () => {
    const download = { ...route("post", "/api/timesheets/batch/export", "admin"), download: "application/xlsx" };
    expect(errorStatusesOf({ route: download, access: adminOrKey, body: { type: "object" } })).not.toContain(409);
    expect(errorStatusesOf({ route: route("post", "/api/cron/send-mail", "cron secret"), access: { kind: "schemes", schemes: ["cronSecret"] } })).toEqual([401]);
    expect(errorStatusesOf({ route: route("get", "/api/health", "anyone"), access: { kind: "public" } })).toEqual([503]);
  });

  it("sign-in is rate limited and answered by better-auth (no body cap of ours)", () => {
    const signIn = route("post", "/api/auth/sign-in/email", "anyone");
    expect(errorStatusesOf({ route: signIn, access: { kind: "public" }, body: { type: "object" } })).toEqual([400, 401, 403, 429]);
  });
});
