import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET, POST } from "@/app/api/billing-details/route";
import { GET as getUser } from "@/app/api/user/route";
import type { BillingDetailsView } from "@/lib/schemas/billing-details";
import { billingDetails } from "@/server/db/schema";
import { apiRequest } from "../../support/http";
import { ADMIN_API_KEY_HEADERS, createApiFixture, type ErrorJson } from "../../support/factories/files";

let f: Awaited<ReturnType<typeof createApiFixture>>;
let lukasId: string;
let amaraId: string;

beforeAll(async () => {
  f = await createApiFixture();
  const contractorIdOf = async (cookie: string) =>
    ((await (await getUser(apiRequest("/api/user", { cookie }), undefined)).json()) as { data: { contractor: { id: string } } }).data.contractor.id;
  lukasId = await contractorIdOf(f.cookies.lukas);
  amaraId = await contractorIdOf(f.cookies.amara);
});
afterAll(async () => {
  await f.database.dispose();
});

type Answer = { data: BillingDetailsView | null; error: null };
const get = (query: string, cookie?: string, headers?: Record<string, string>) => GET(apiRequest(`/api/billing-details${query}`, { cookie, headers }), undefined);
const post = (body: unknown, cookie?: string) => POST(apiRequest("/api/billing-details", { cookie, body }), undefined);
const stored = async (contractorId: string) => (await f.db.select().from(billingDetails).where(eq(billingDetails.contractorId, contractorId)))[0];

const valid = {
  legalName: "Lukas Meier Consulting GmbH",
  partyType: "ENTITY",
  addressLine: "Bahnhofstrasse 1",
  postalCode: "8001",
  city: "Zürich",
  countryCode: "ch",
  iban: "CH93 0076 2011 6238 5295 7",
  bic: "ubswchzh80a",
  vatNumber: "CHE 123 456 789",
  currency: "CHF",
};

describe("GET /api/billing-details", () => {
  it("gives a contractor their own details as { data, error: null }", async () => {
    const response = await get("", f.cookies.amara);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Answer;
    expect(body.error).toBeNull();
    expect(body.data).toMatchObject({ contractorId: amaraId, version: 1, details: { legalName: "Amara Okafor", countryCode: "DE" } });
    expect((await get(`?contractorId=${amaraId}`, f.cookies.amara)).status).toBe(200);
  });

  it("lets administrators read any contractor's details by contractorId, and asks for it", async () => {
    const body = (await (await get(`?contractorId=${lukasId}`, f.cookies.admin)).json()) as Answer;
    expect(body.data?.contractorId).toBe(lukasId);
    expect((await get(`?contractorId=${lukasId}`, undefined, ADMIN_API_KEY_HEADERS)).status).toBe(200);
    const missing = await get("", f.cookies.admin);
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as ErrorJson).error.issues?.[0]?.path).toBe("contractorId");
    expect((await get("?contractorId=7d2c3c1e-1111-4aaa-8bbb-000000000009", f.cookies.admin)).status).toBe(404);
    expect((await get("?contractorId=nope", f.cookies.admin)).status).toBe(400);
  });

  it("answers 404 to a contractor naming someone else, and 401 signed out", async () => {
    const response = await get(`?contractorId=${lukasId}`, f.cookies.amara);
    expect(response.status).toBe(404);
    expect(JSON.stringify(await response.json())).not.toContain("Lukas");
    expect((await get("")).status).toBe(401);
  });
});

describe("POST /api/billing-details", () => {
  it("validates, normalises and replaces the caller's details, bumping the version", async () => {
    const response = await post({ ...valid, version: 1 }, f.cookies.lukas);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Answer;
    expect(body).toEqual({
      data: {
        contractorId: lukasId,
        details: { ...valid, countryCode: "CH", iban: "CH9300762011623852957", bic: "UBSWCHZH80A", vatNumber: "CHE123456789" },
        version: 2,
        updatedAt: expect.stringMatching(/Z$/) as unknown as string,
      },
      error: null,
    });
    expect((await stored(lukasId))!.data).toEqual(body.data!.details);
  });

  it("creates details for a contractor who has none", async () => {
    await f.db.delete(billingDetails).where(eq(billingDetails.contractorId, amaraId));
    expect(((await (await get("", f.cookies.amara)).json()) as Answer).data).toBeNull();
    const { vatNumber: _, ...withoutVat } = valid;
    const response = await post({ ...withoutVat, legalName: "Amara Okafor", partyType: "PERSON", countryCode: "DE", iban: "DE89370400440532013000", bic: "COBADEFFXXX", currency: "EUR" }, f.cookies.amara);
    expect(response.status).toBe(200);
    expect(((await response.json()) as Answer).data).toMatchObject({ version: 1, details: { partyType: "PERSON", iban: "DE89370400440532013000" } });
  });

  it("answers 409 STALE_VERSION for a stale version and changes nothing", async () => {
    const before = await stored(lukasId);
    const response = await post({ ...valid, city: "Bern", version: 1 }, f.cookies.lukas);
    expect(response.status).toBe(409);
    expect(((await response.json()) as ErrorJson).error.code).toBe("STALE_VERSION");
    expect(await stored(lukasId)).toEqual(before);
  });

  it.each([
    ["a wrong IBAN check sum", { iban: "CH94 0076 2011 6238 5295 7" }, "iban", "notValidIban", "This is not a valid IBAN."],
    ["a malformed IBAN", { iban: "12345" }, "iban", "notValidIban", "This is not a valid IBAN."],
    ["a malformed BIC", { bic: "UBS" }, "bic", "bic811Letters", "A BIC has 8 or 11 letters and digits."],
    ["an unknown country", { countryCode: "XX" }, "countryCode", "countryIso31661", "Country must be an ISO 3166-1 alpha-2 code, such as DE."],
    ["an unknown party type", { partyType: "COMPANY" }, "partyType", "partyTypeValues", "Party type must be one of PERSON, ENTITY."],
    ["a currency outside the six", { currency: "JPY" }, "currency", "currencyValues", "Currency must be one of USD, EUR, CHF, SAR, AED, GBP."],
    ["a missing legal name", { legalName: undefined }, "legalName", "labelRequired", "Legal name is required."],
    ["an empty city", { city: " " }, "city", "labelRequired", "City is required."],
    ["a postal code with symbols", { postalCode: "80$1" }, "postalCode", "postalCodeHoldLetters", "Postal code may hold letters, digits, spaces and dashes."],
    ["a malformed VAT number", { vatNumber: "C" }, "vatNumber", "vatNumber220", "A VAT number has 2 to 20 letters and digits."],
  ])("answers 400 for %s and changes nothing", async (_, change, path, key, message) => {
    const before = await stored(lukasId);
    const response = await post({ ...valid, ...change }, f.cookies.lukas);
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorJson).error.issues).toContainEqual(expect.objectContaining({ path, key, message }));
    expect(await stored(lukasId)).toEqual(before);
  });

  it("answers 403 to administrators (no billing details of their own) and 401 signed out", async () => {
    const response = await post(valid, f.cookies.admin);
    expect(response.status).toBe(403);
    expect(((await response.json()) as ErrorJson).error.message).toBe("Only a contractor keeps billing details of their own.");
    expect((await post({ nonsense: true }, f.cookies.admin)).status).toBe(403);
    expect((await post(valid)).status).toBe(401);
  });
});
