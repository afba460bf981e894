import createClient from "openapi-fetch";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { paths } from "@/lib/openapi/schema.gen";
import { allApiRoutes } from "@/server/openapi/all-api-routes";
import { createUser } from "@/server/services/users/create-user";
import { accessOf } from "@/server/openapi/security";
import { sessionCookie } from "../../support/auth";
import { BASE_URL } from "../../support/http";
import { dispatchToRoutes, exportedOperations, handlerFor } from "../../support/route-dispatch";
import { ADMIN_API_KEY_HEADERS, seedDemoDatabase } from "../../support/seeded";

let demo: Awaited<ReturnType<typeof seedDemoDatabase>>;

// The demo seed takes most of a minute when the machine is busy.
beforeAll(async () => {
  demo = await seedDemoDatabase({ memoryStorage: true });
}, 180_000);

afterAll(async () => {
  await demo.database.dispose();
});

/** What an integrator writes: the generated types, openapi-fetch, and the admin API key. */
const client = () => createClient<paths>({ baseUrl: BASE_URL, headers: ADMIN_API_KEY_HEADERS, fetch: dispatchToRoutes });

describe("a service principal with the generated client (openapi-fetch)", () => {
  it("lists timesheets, reads one and exports it", async () => {
    const api = client();

    const list = await api.GET("/api/timesheets", { params: { query: { limit: 5 } } });
    expect(list.error).toBeUndefined();
    expect(list.response.status).toBe(200);
    const first = list.data!.data[0]!;
    expect(list.data!.data.length).toBeGreaterThan(0);
    expect(list.data!.data.length).toBeLessThanOrEqual(5);

    const one = await api.GET("/api/timesheets/{id}", { params: { path: { id: first.id } } });
    expect(one.error).toBeUndefined();
    expect(one.data!.data.id).toBe(first.id);
    expect(one.data!.data.contractor.name).toEqual(expect.any(String));

    const workbook = await api.GET("/api/timesheets/{id}/export", { params: { path: { id: first.id } }, parseAs: "arrayBuffer" });
    expect(workbook.response.status).toBe(200);
    expect(workbook.response.headers.get("content-type")).toContain("spreadsheetml");
    // An .xlsx file is a zip archive: it starts with "PK".
    expect(Buffer.from(workbook.data!).subarray(0, 2).toString("latin1")).toBe("PK");
  });

  it("reads a documented error body as the Error schema", async () => {
    const missing = await client().GET("/api/timesheets/{id}", { params: { path: { id: "00000000-0000-4000-8000-000000000000" } } });
    expect(missing.response.status).toBe(404);
    expect(missing.error?.error.code).toBe("NOT_FOUND");
  });

  it("works the same for a SERVICE_PRINCIPAL account signed in with its session cookie", async () => {
    const robot = { email: "robot@example.com", password: "a-long-robot-password", name: "Payroll robot", role: "SERVICE_PRINCIPAL" } as const;
    await createUser(demo.db, robot);
    const cookie = await sessionCookie(robot.email, robot.password);
    // The deployment's Origin: cookie-authenticated writes must carry it; reads do not need it.
    const api = createClient<paths>({ baseUrl: BASE_URL, headers: { cookie, origin: BASE_URL }, fetch: dispatchToRoutes });
    const list = await api.GET("/api/timesheets", { params: { query: { limit: 1 } } });
    expect(list.response.status).toBe(200);
    const id = list.data!.data[0]!.id;
    const found = await api.POST("/api/timesheets/find", { body: { page: 1, pageSize: 5 } });
    expect(found.response.status, JSON.stringify(found.error)).toBe(200);
    expect((await api.GET("/api/timesheets/{id}", { params: { path: { id } } })).response.status).toBe(200);
  });

  it("reads a refused sign-in as better-auth's documented AuthError body", async () => {
    const browser = createClient<paths>({ baseUrl: BASE_URL, headers: { origin: BASE_URL, "x-forwarded-for": "10.77.0.1" }, fetch: dispatchToRoutes });
    const { response, error } = await browser.POST("/api/auth/sign-in/email", { body: { email: "nobody@example.com", password: "wrong-password" } });
    expect(response.status).toBe(401);
    // Documented as either error body (better-auth's, or the app's limits in front of it); this one is better-auth's.
    expect(error && "message" in error ? error.message : null).toEqual(expect.any(String));
  });

  it("is refused without the API key, with the documented 401", async () => {
    const anonymous = createClient<paths>({ baseUrl: BASE_URL, fetch: dispatchToRoutes });
    const { response, error } = await anonymous.GET("/api/timesheets");
    expect(response.status).toBe(401);
    expect(error?.error.code).toBe("UNAUTHENTICATED");
  });
});

describe("the security the document states", () => {
  it("belongs to endpoints that exist: every documented operation has a route handler", async () => {
    const missing: string[] = [];
    for (const route of allApiRoutes()) {
      const path = route.path.replace(/\{\w+\}/g, "x");
      if (!(await handlerFor(route.method, path))) missing.push(`${route.method} ${route.path}`);
    }
    expect(missing).toEqual([]);
  });

  /**
   * Every operation documented as accepting the API key lets it through (whatever it then says
   * about the made-up ids and the empty body), and one documented for the session only does not
   * take the key for an administrator: a wrong claim either way fails here.
   */
  it("covers every route handler but better-auth's, the JSON 404 for unknown paths and the document itself", async () => {
    const notDocumented = new Set(["/api/auth/{all}", "/api/{unknown}", "/api/openapi.json", "/api/docs"]);
    const shape = (path: string) => path.replace(/\{\w+\}/g, "{}");
    const documented = new Set(allApiRoutes().map((route) => `${route.method.toUpperCase()} ${shape(route.path)}`));
    const missing = (await exportedOperations())
      .filter(({ path }) => !notDocumented.has(path))
      .map(({ method, path }) => `${method} ${path}`)
      .filter((operation) => !documented.has(shape(operation)));
    expect(missing, "add these to the ...Api list of their lib/schemas module").toEqual([]);
  });

  it("matches what the handlers accept from the API key", async () => {
    const fake = "00000000-0000-4000-8000-000000000000";
    const wrong: string[] = [];
    for (const route of allApiRoutes()) {
      const access = accessOf(route);
      if (access.kind !== "schemes" || access.schemes.includes("cronSecret")) continue;
      if (route.path.startsWith("/api/auth/")) continue;
      const url = `${BASE_URL}${route.path.replace(/\{action\}/, "archive").replace(/\{\w+\}/g, fake)}`;
      const hasBody = route.method !== "get";
      const request = new Request(url, {
        method: route.method.toUpperCase(),
        headers: { ...ADMIN_API_KEY_HEADERS, ...(hasBody ? { "content-type": "application/json" } : {}) },
        ...(hasBody ? { body: "{}" } : {}),
      });
      const status = (await dispatchToRoutes(request)).status;
      const acceptsKey = access.schemes.includes("apiKey");
      const label = `${route.operationId} (${route.method} ${route.path}): ${status}`;
      if (acceptsKey && (status === 401 || status === 403)) wrong.push(`documented with apiKey but refused: ${label}`);
      if (!acceptsKey && status !== 401 && status !== 403) wrong.push(`documented for the session only but the key works: ${label}`);
    }
    expect(wrong).toEqual([]);
  });
});
