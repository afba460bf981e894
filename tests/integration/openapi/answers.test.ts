import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { env } from "@/env";
import { callerOf } from "@/lib/schemas/common";
import { documentValidators } from "@/server/http/answer-check";
import { allApiRoutes } from "@/server/openapi/all-api-routes";
import { BASE_URL } from "../../support/http";
import { dispatchToRoutes } from "../../support/route-dispatch";
import { ADMIN_API_KEY_HEADERS, seedDemoDatabase, signInAs } from "../../support/seeded";

/**
 * Every documented JSON read, called once on the demo's data as its caller would, answers what the
 * document says, checked here with ajv against the served document itself (the writes are checked
 * the same way by route() in every integration test that makes them, server/http/answer-check.ts).
 * A read of one thing takes the first id its collection lists; a read that needs a query gets
 * one naming the demo's first contractor, timesheet or invoicing entity.
 */
let demo: Awaited<ReturnType<typeof seedDemoDatabase>>;
let cookies: { admin: string; contractor: string };

const flags = env as { FEATURE_INVOICING: boolean };
const invoicing = flags.FEATURE_INVOICING;

beforeAll(async () => {
  flags.FEATURE_INVOICING = true;
  demo = await seedDemoDatabase({ memoryStorage: true });
  cookies = { admin: await signInAs("admin"), contractor: await signInAs("amara") };
}, 180_000);

afterAll(async () => {
  flags.FEATURE_INVOICING = invoicing;
  await demo.database.dispose();
});

/**
 * Reads of what the demo has none of (no export, mail, payment run or webhook endpoint until
 * someone makes one, no component submitted twice to compare): their answers are checked by their own integration tests, which
 * make one first, through route() (server/http/answer-check.ts).
 */
const NOTHING_TO_READ = new Set(["getExportJob", "getOutboxMail", "getMailOutboxPreview", "getPaymentRun", "listWebhookEndpointDeliveries", "getTimesheetLineDiff"]);

/** The query a read needs, from the demo's first contractor, timesheet or invoicing entity. */
const QUERIES: Record<string, (first: (collection: string) => Promise<string | undefined>) => Promise<string>> = {
  getBillingDetails: async (first) => `contractorId=${await first("/api/contractors")}`,
  listFiles: async (first) => `timesheetId=${await first("/api/timesheets")}`,
  listPaymentRunCandidates: async (first) => `invoicingEntityId=${await first("/api/invoicing-entities")}`,
};

const reads = allApiRoutes().filter(
  (route) =>
    route.method === "get" &&
    !route.download &&
    route.response &&
    !route.path.startsWith("/api/timesheet-review/") &&
    !route.path.startsWith("/api/cron/") &&
    [...route.path.matchAll(/\{(\w+)\}/g)].every(([, name]) => name === "id") &&
    (route.path.match(/\{id\}/g) ?? []).length <= 1 &&
    !NOTHING_TO_READ.has(route.operationId),
);

function headersFor(access: Parameters<typeof callerOf>[0]): Record<string, string> {
  const caller = callerOf(access);
  if (caller === "contractor") return { cookie: cookies.contractor };
  if (caller === "session" || caller === "admin session") return { cookie: cookies.admin };
  return ADMIN_API_KEY_HEADERS;
}

async function get(path: string, headers: Record<string, string>): Promise<{ status: number; body: unknown }> {
  const response = await dispatchToRoutes(new Request(`${BASE_URL}${path}`, { headers: { ...headers, origin: BASE_URL } }));
  return { status: response.status, body: response.headers.get("content-type")?.includes("json") ? await response.json() : null };
}

/** The first id the collection before `{id}` lists, when it lists any. */
async function firstId(collection: string, headers: Record<string, string>): Promise<string | undefined> {
  const listed = await get(collection, headers);
  const data = (listed.body as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? (data[0] as { id?: string } | undefined)?.id : undefined;
}

describe("every documented read answers what the document says (ajv)", () => {
  it("covers the reads of the document", () => {
    expect(reads.length).toBeGreaterThan(35);
    for (const operationId of NOTHING_TO_READ) expect(allApiRoutes().some((route) => route.operationId === operationId), operationId).toBe(true);
  });

  for (const route of reads) {
    it(`${route.operationId}: GET ${route.path}`, { timeout: 30_000 }, async () => {
      const headers = headersFor(route.access);
      let path = route.path;
      if (path.includes("{id}")) {
        const collection = path.split("/{id}")[0]!;
        const id = await firstId(collection, headers);
        expect(id, `${collection} lists something to read`).toBeDefined();
        path = path.replace("{id}", id!);
      }
      const query = QUERIES[route.operationId];
      if (query) path = `${path}?${await query((collection) => firstId(collection, ADMIN_API_KEY_HEADERS))}`;
      const answer = await get(path, headers);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const validate = (await documentValidators())(route.path, route.method, 200);
      expect(validate, "the document has a JSON answer for 200").not.toBeNull();
      expect(validate!(answer.body), JSON.stringify(validate!.errors?.slice(0, 3))).toBe(true);
    });
  }
});
