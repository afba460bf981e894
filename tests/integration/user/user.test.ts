import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET, PUT } from "@/app/api/user/route";
import { contractors, user } from "@/server/db/schema";
import { apiRequest } from "../../support/http";
import { ADMIN_API_KEY_HEADERS, withApiFixture, EMAIL, type ErrorJson } from "../../support/factories/files";

const f = withApiFixture();

type CurrentUser = {
  id: string;
  name: string;
  role: string;
  contractor: { id: string; workingDays: string[]; status: string; productTours: Record<string, boolean>; version: number; projects: unknown[] } | null;
};

const get = async (cookie: string) => ((await (await GET(apiRequest("/api/user", { cookie }), undefined)).json()) as { data: CurrentUser }).data;
const put = (body: unknown, cookie?: string, headers?: Record<string, string>) =>
  PUT(apiRequest("/api/user", { method: "PUT", cookie, body, headers }), undefined);

async function profileRows(email: string) {
  const [row] = await f.db.select().from(user).leftJoin(contractors, eq(contractors.userId, user.id)).where(eq(user.email, email));
  return row;
}

describe("GET /api/user", () => {
  it("gives a contractor their profile with its version", async () => {
    const me = await get(f.cookies.sofia);
    expect(me).toMatchObject({ name: "Sofia Haddad", role: "SUBCONTRACTOR" });
    expect(me.contractor).toMatchObject({ workingDays: ["SUNDAY", "MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY"], status: "REGISTERED", version: 1 });
  });
});

describe("PUT /api/user", () => {
  it("updates a contractor's name, work days (stored in week order) and product tours (merged)", async () => {
    const first = await put({ productTours: { timesheet: true } }, f.cookies.lukas);
    expect(first.status).toBe(200);
    const version = ((await first.json()) as { data: CurrentUser }).data.contractor!.version;
    const response = await put(
      { name: "  Lukas M. Meier ", workingDays: ["FRIDAY", "MONDAY", "TUESDAY"], productTours: { expenses: false }, version },
      f.cookies.lukas,
    );
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: CurrentUser };
    expect(data.name).toBe("Lukas M. Meier");
    expect(data.contractor).toMatchObject({
      workingDays: ["MONDAY", "TUESDAY", "FRIDAY"],
      productTours: { timesheet: true, expenses: false },
      version: version + 1,
    });
    expect(data.contractor!.projects).toHaveLength(1);
    expect(await get(f.cookies.lukas)).toEqual(data);
  });

  it("answers 409 STALE_VERSION for a stale version and changes nothing", async () => {
    const before = await profileRows(EMAIL.lukas);
    const stale = before!.contractors!.version - 1;
    const response = await put({ name: "Someone else", workingDays: ["MONDAY"], version: stale }, f.cookies.lukas);
    expect(response.status).toBe(409);
    expect(((await response.json()) as ErrorJson).error.code).toBe("STALE_VERSION");
    expect(await profileRows(EMAIL.lukas)).toEqual(before);
  });

  it.each([
    ["no work day", { workingDays: [] }, "workingDays", "Choose at least one work day."],
    ["a work day twice", { workingDays: ["MONDAY", "MONDAY"] }, "workingDays", "Each work day may appear only once."],
    ["an unknown work day", { workingDays: ["Monday"] }, "workingDays.0", undefined],
    ["a tour that is not a boolean", { productTours: { timesheet: "yes" } }, "productTours.timesheet", undefined],
    ["an empty name", { name: "   " }, "name", "Name is required."],
    ["a version that is not a number", { name: "A", version: "1" }, "version", undefined],
  ])("answers 400 for %s and changes nothing", async (_, body, path, message) => {
    const before = await profileRows(EMAIL.amara);
    const response = await put(body, f.cookies.amara);
    expect(response.status).toBe(400);
    const issue = ((await response.json()) as ErrorJson).error.issues?.find((i) => i.path === path);
    expect(issue).toBeDefined();
    if (message) expect(issue!.message).toBe(message);
    expect(await profileRows(EMAIL.amara)).toEqual(before);
  });

  it("lets an administrator change their name but not work days or product tours (no contractor profile)", async () => {
    const renamed = await put({ name: "Alex R. Morgan" }, f.cookies.admin);
    expect(renamed.status).toBe(200);
    expect(((await renamed.json()) as { data: CurrentUser }).data).toMatchObject({ name: "Alex R. Morgan", role: "ADMIN", contractor: null });
    for (const body of [{ workingDays: ["MONDAY"] }, { productTours: { x: true } }]) {
      const before = await profileRows(EMAIL.admin);
      const response = await put({ name: "Changed", ...body }, f.cookies.admin);
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorJson).error.message).toBe(
        "Setting work days or product tours needs a contractor profile, and this account has none.",
      );
      expect(await profileRows(EMAIL.admin)).toEqual(before);
    }
  });

  it("stores the person's language without touching the profile's version; null follows the browser again; others are refused", async () => {
    const before = await get(f.cookies.sofia);
    expect(before).toMatchObject({ locale: null });
    const chosen = await put({ locale: "de" }, f.cookies.sofia);
    expect(chosen.status).toBe(200);
    expect(((await chosen.json()) as { data: CurrentUser & { locale: string | null } }).data).toMatchObject({ locale: "de", contractor: { version: before.contractor!.version } });
    expect((await profileRows(EMAIL.sofia))?.users.locale).toBe("de");
    expect(await get(f.cookies.sofia)).toMatchObject({ locale: "de" });

    const refused = await put({ locale: "fr" }, f.cookies.sofia);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as ErrorJson).error.issues?.[0]).toMatchObject({ path: "locale", key: "languageValues", message: "Language must be one of en, de." });
    expect((await profileRows(EMAIL.sofia))?.users.locale).toBe("de");

    const admin = await put({ locale: "de" }, f.cookies.admin);
    expect(admin.status).toBe(200);
    expect((await put({ locale: null }, f.cookies.sofia)).status).toBe(200);
    expect(await get(f.cookies.sofia)).toMatchObject({ locale: null });
    expect((await put({ locale: null }, f.cookies.admin)).status).toBe(200);
  });

  it("answers 403 to the admin API key (a service principal has no profile) and 401 signed out", async () => {
    expect((await put({ name: "API" }, undefined, ADMIN_API_KEY_HEADERS)).status).toBe(403);
    expect((await put({ name: "Nobody" })).status).toBe(401);
  });
});
