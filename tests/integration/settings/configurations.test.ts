import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DELETE, POST } from "@/app/api/configurations/[id]/route";
import { GET as list } from "@/app/api/configurations/route";
import type { Configuration } from "@/lib/schemas/configurations";
import * as t from "@/server/db/schema";
import { call, expectIssue } from "../clients/admin-api";
import { settingsDatabase } from "./settings-callers";
import { fileFixture } from "../../support/file-fixture";

const env = fileFixture(settingsDatabase);

const upsert = (key: string, body: unknown, caller: { cookie?: string; headers?: Record<string, string> } = env.callers.admin) =>
  call<{ data: Configuration }>(POST, `/api/configurations/${key}`, { method: "POST", body, ...caller, params: { id: key } });
const remove = (key: string, caller: { cookie?: string; headers?: Record<string, string> } = env.callers.admin) =>
  call(DELETE, `/api/configurations/${key}`, { method: "DELETE", ...caller, params: { id: key } });
const rowOf = async (key: string) => (await env.db.select().from(t.configurations).where(eq(t.configurations.key, key)))[0];

describe("POST /api/configurations/{key}", () => {
  it("creates an entry, then replaces its value, keeping the description unless sent", async () => {
    const created = await upsert("reminders.firstReminderDay", { value: 3, description: "Day of the first reminder." });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ key: "reminders.firstReminderDay", value: 3, description: "Day of the first reminder." });
    const replaced = await upsert("reminders.firstReminderDay", { value: 5 });
    expect(replaced.body.data).toMatchObject({ id: created.body.data.id, value: 5, description: "Day of the first reminder." });
    const structured = await upsert("exports.columns", { value: { order: ["date", "hours"], totals: true }, description: null });
    expect(structured.body.data).toMatchObject({ value: { order: ["date", "hours"], totals: true }, description: null });
  });

  it("keeps a text value as text, even when it reads like a number or true/false", async () => {
    for (const value of ["19", "true", "null", "007", "[1]"]) {
      const saved = await upsert("labels.code", { value });
      expect(saved.body.data.value).toBe(value);
      expect((await rowOf("labels.code"))?.value).toBe(value);
    }
    const listed = await upsert("labels.list", { value: ["19", 19, "false", false] });
    expect(listed.body.data.value).toEqual(["19", 19, "false", false]);
    expect((await rowOf("labels.list"))?.value).toEqual(["19", 19, "false", false]);
  });

  it.each([
    ["reminders.day", {}, "value"],
    ["reminders.day", { value: null }, "value"],
    ["reminders.day", { value: 1, description: "x".repeat(1001) }, "description"],
    ["bad key!", { value: 1 }, "id"],
    ["..", { value: 1 }, "id"],
  ])("refuses key %s with %j, naming %s", async (key, body, path) => {
    const before = (await env.db.select().from(t.configurations)).length;
    expectIssue(await upsert(key, body), path);
    expect((await env.db.select().from(t.configurations)).length).toBe(before);
  });

  it("refuses contractors (403) and the anonymous (401); the API key may write", async () => {
    expect((await upsert("feature.x", { value: true }, env.callers.contractor)).status).toBe(403);
    expect((await upsert("feature.x", { value: true }, {})).status).toBe(401);
    expect(await rowOf("feature.x")).toBeUndefined();
    expect((await upsert("feature.x", { value: true }, env.callers.apiKey)).status).toBe(200);
  });
});

describe("GET /api/configurations", () => {
  it("lists entries by key for admins only", async () => {
    const result = await call<{ data: Configuration[] }>(list, "/api/configurations", env.callers.admin);
    expect(result.status).toBe(200);
    const keys = result.body.data.map((c) => c.key);
    expect(keys).toEqual([...keys].sort());
    expect(keys).toContain("reminders.firstReminderDay");
    expect((await call(list, "/api/configurations", env.callers.contractor)).status).toBe(403);
    expect((await call(list, "/api/configurations")).status).toBe(401);
  });
});

describe("DELETE /api/configurations/{key}", () => {
  it("deletes an entry; a second delete is 404", async () => {
    await upsert("temporary.entry", { value: "x" });
    expect(await remove("temporary.entry")).toEqual({ status: 200, body: { data: { key: "temporary.entry", deleted: true } } });
    expect(await rowOf("temporary.entry")).toBeUndefined();
    expect((await remove("temporary.entry")).status).toBe(404);
    expect((await remove("not a key")).status).toBe(404);
  });

  it("refuses contractors and the anonymous, keeping the entry", async () => {
    await upsert("kept.entry", { value: 1 });
    expect((await remove("kept.entry", env.callers.contractor)).status).toBe(403);
    expect((await remove("kept.entry", {})).status).toBe(401);
    expect(await rowOf("kept.entry")).toBeDefined();
  });
});
