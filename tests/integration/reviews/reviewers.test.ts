import { describe, expect, it } from "vitest";
import { GET as listReviewers, POST as createReviewer } from "@/app/api/timesheet-reviewers/route";
import { reviewerSchema, type Reviewer } from "@/lib/schemas/reviews";
import { apiRequest } from "../../support/http";

import { adminDatabaseForFile, API_KEY, call, CRON, UNKNOWN_ID, type ErrorJson } from "../../support/factories/admin";

const [s, cookies] = adminDatabaseForFile();

type Options = { cookie?: string; headers?: Record<string, string>; body?: unknown };
const list = (query: string, options: Options) =>
  call<{ data: Reviewer[]; nextCursor: string | null } & ErrorJson>(listReviewers, `/api/timesheet-reviewers${query}`, options);
const create = (options: Options) => call<{ data: Reviewer } & ErrorJson>(createReviewer, "/api/timesheet-reviewers", { method: "POST", ...options });

describe("GET /api/timesheet-reviewers", () => {
  it("lists who reviews which project, by project name", async () => {
    const { status, body } = await list("", { cookie: cookies.admin });
    expect(status).toBe(200);
    body.data.forEach((reviewer) => reviewerSchema.parse(reviewer));
    expect(body.data.map((reviewer) => [reviewer.projectName, reviewer.name, reviewer.email])).toEqual([
      ["Data Platform Migration", "Jonas Brandt", "jonas.brandt@northwind.example"],
      ["Fleet Analytics", "Omar Rahman", "omar.rahman@helios.example"],
      ["Grid Modernisation", "Marta Keller", "marta.keller@northwind.example"],
    ]);
  });

  it("pages with a cursor: two then one, then no next cursor; limit over 200 is 400", async () => {
    const first = await list("?limit=2", { cookie: cookies.admin });
    expect(first.body.data.map((reviewer) => reviewer.name)).toEqual(["Jonas Brandt", "Omar Rahman"]);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await list(`?limit=2&cursor=${first.body.nextCursor}`, { cookie: cookies.admin });
    expect(second.body.data.map((reviewer) => reviewer.name)).toEqual(["Marta Keller"]);
    expect(second.body.nextCursor).toBeNull();
    const tooMany = await list("?limit=201", { cookie: cookies.admin });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.issues?.[0]?.path).toBe("limit");
  });

  it("narrows to one project with ?projectId= (admin API key)", async () => {
    const grid = await s.projectId("Grid Modernisation");
    const { status, body } = await list(`?projectId=${grid}`, { headers: API_KEY });
    expect(status).toBe(200);
    expect(body.data.map((reviewer) => reviewer.name)).toEqual(["Marta Keller"]);
    expect((await list(`?projectId=${UNKNOWN_ID}`, { cookie: cookies.admin })).body.data).toEqual([]);
  });

  it("answers 400 for a malformed projectId, 401 signed out or with the cron secret, 403 for a contractor", async () => {
    const bad = await list("?projectId=grid", { cookie: cookies.admin });
    expect(bad.status).toBe(400);
    expect(bad.body.error.issues?.[0]?.path).toBe("projectId");
    expect((await list("", {})).status).toBe(401);
    expect((await list("", { headers: CRON })).status).toBe(401);
    expect((await list("", { cookie: cookies.amara })).status).toBe(403);
  });
});

describe("POST /api/timesheet-reviewers", () => {
  it("adds a reviewer to a project, e-mail lower-cased", async () => {
    const grid = await s.projectId("Grid Modernisation");
    const { status, body } = await create({ cookie: cookies.admin, body: { projectId: grid, name: " Nina Vogt ", email: "Nina.Vogt@Northwind.example" } });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ projectId: grid, projectName: "Grid Modernisation", name: "Nina Vogt", email: "nina.vogt@northwind.example" });
    expect((await list(`?projectId=${grid}`, { cookie: cookies.admin })).body.data.map((reviewer) => reviewer.name)).toEqual(["Marta Keller", "Nina Vogt"]);
  });

  it("lets the same person review another project (admin API key)", async () => {
    const fleet = await s.projectId("Fleet Analytics");
    const { status } = await create({ headers: API_KEY, body: { projectId: fleet, name: "Nina Vogt", email: "nina.vogt@northwind.example" } });
    expect(status).toBe(201);
  });

  it("refuses the same e-mail twice on one project with 409, whatever its case, and changes nothing", async () => {
    const grid = await s.projectId("Grid Modernisation");
    const { status, body } = await s.refused(() => create({ cookie: cookies.admin, body: { projectId: grid, name: "Marta K.", email: "MARTA.KELLER@northwind.example" } }));
    expect(status).toBe(409);
    expect(body.error).toEqual({
      code: "CONFLICT",
      key: "emailAlreadyReviewsProject",
      values: { email: "marta.keller@northwind.example", project: "Grid Modernisation" },
      message: "marta.keller@northwind.example already reviews Grid Modernisation.",
    });
  });

  it.each([
    ["no project", (_grid: string) => ({ name: "A", email: "a@example.com" }), "projectId"],
    ["a malformed project id", (_grid: string) => ({ projectId: "grid", name: "A", email: "a@example.com" }), "projectId"],
    ["an empty name", (grid: string) => ({ projectId: grid, name: " ", email: "a@example.com" }), "name"],
    ["a malformed e-mail", (grid: string) => ({ projectId: grid, name: "A", email: "not an address" }), "email"],
    ["no e-mail", (grid: string) => ({ projectId: grid, name: "A" }), "email"],
  ])("answers 400 naming the field for %s", async (_case, payload, path) => {
    const grid = await s.projectId("Grid Modernisation");
    const { status, body } = await s.refused(() => create({ cookie: cookies.admin, body: payload(grid) }));
    expect(status).toBe(400);
    expect(body.error.issues?.map((issue) => issue.path)).toContain(path);
  });

  it("answers 404 for an unknown project, 415 for a body that is not JSON", async () => {
    expect((await create({ cookie: cookies.admin, body: { projectId: UNKNOWN_ID, name: "A", email: "a@example.com" } })).status).toBe(404);
    const response = await createReviewer(
      apiRequest("/api/timesheet-reviewers", { method: "POST", cookie: cookies.admin, headers: { "content-type": "text/plain" } }),
      { params: Promise.resolve({ id: "" }) },
    );
    expect(response.status).toBe(415);
  });

  it("is for administrators only", async () => {
    const grid = await s.projectId("Grid Modernisation");
    const payload = { projectId: grid, name: "Eve", email: "eve@example.com" };
    expect((await s.refused(() => create({ cookie: cookies.lukas, body: payload }))).status).toBe(403);
    expect((await s.refused(() => create({ body: payload }))).status).toBe(401);
  });
});
