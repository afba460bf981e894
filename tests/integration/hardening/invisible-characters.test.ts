import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as upload } from "@/app/api/files/route";
import { createUser } from "@/server/services/users/create-user";
import { billingDetails, clients, contractors, invoicingEntities, projects, timesheetReviewers, user } from "@/server/db/schema";
import { ADMIN_API_KEY_HEADERS, demoEmail, seedDemoDatabase, signInEach, type SeededDemo } from "../../support/seeded";
import { SAMPLE_FILES, uploadRequest } from "../../support/factories/files";
import { apiRequest, type ErrorJson, type RequestOptions } from "../../support/http";
import { dispatchToRoutes } from "../../support/route-dispatch";

const MESSAGE = "A name may not contain invisible characters, such as zero-width spaces, or characters that change the text direction.";

/** Right-to-left override and isolate, the marks, zero-width space, joiners, word joiner, byte-order mark. */
const HIDDEN = ["\u202e", "\u202a", "\u2066", "\u2069", "\u200e", "\u200f", "\u061c", "\u200b", "\u200c", "\u200d", "\u2060", "\ufeff"];

let demo: SeededDemo;
let cookies: Record<"amara", string>;
let ids: { client: string; project: string; contractor: string; entity: string; reviewer: string };

beforeAll(async () => {
  demo = await seedDemoDatabase();
  cookies = await signInEach(["amara"] as const);
  const [client] = await demo.db.select({ id: clients.id }).from(clients).limit(1);
  const [entity] = await demo.db.select({ id: invoicingEntities.id }).from(invoicingEntities).limit(1);
  const [reviewer] = await demo.db.select({ id: timesheetReviewers.id }).from(timesheetReviewers).limit(1);
  ids = {
    client: client!.id,
    project: await demo.projectId("Grid Modernisation"),
    contractor: await demo.contractorId(demoEmail("lukas")),
    entity: entity!.id,
    reviewer: reviewer!.id,
  };
});

afterAll(async () => {
  await demo.database.dispose();
});

async function send(path: string, options: RequestOptions): Promise<{ status: number; body: ErrorJson }> {
  const response = await dispatchToRoutes(apiRequest(path, options));
  return { status: response.status, body: (await response.json()) as ErrorJson };
}

/** Every write that names a person or a thing, with an otherwise valid body around the name. */
const WRITES: [string, (name: string) => [string, RequestOptions], string][] = [
  ["a client", (name) => ["/api/clients", { headers: ADMIN_API_KEY_HEADERS, body: { name } }], "name"],
  ["a client renamed", (name) => [`/api/clients/${ids.client}`, { method: "PUT", headers: ADMIN_API_KEY_HEADERS, body: { name, version: 1 } }], "name"],
  ["a project", (name) => ["/api/projects", { headers: ADMIN_API_KEY_HEADERS, body: { name, clientId: ids.client } }], "name"],
  ["a project renamed", (name) => [`/api/projects/${ids.project}`, { method: "PUT", headers: ADMIN_API_KEY_HEADERS, body: { name, version: 1 } }], "name"],
  ["an invoicing entity", (name) => ["/api/invoicing-entities", { headers: ADMIN_API_KEY_HEADERS, body: { name } }], "name"],
  ["an invoicing entity renamed", (name) => [`/api/invoicing-entities/${ids.entity}`, { method: "PUT", headers: ADMIN_API_KEY_HEADERS, body: { name, version: 1 } }], "name"],
  ["a contractor", (name) => ["/api/contractors", { headers: ADMIN_API_KEY_HEADERS, body: { name, email: "hidden@example.com" } }], "name"],
  ["a contractor renamed", (name) => [`/api/contractors/${ids.contractor}`, { method: "PUT", headers: ADMIN_API_KEY_HEADERS, body: { name, version: 1 } }], "name"],
  ["a reviewer", (name) => ["/api/timesheet-reviewers", { headers: ADMIN_API_KEY_HEADERS, body: { projectId: ids.project, name, email: "reviewer-x@example.com" } }], "name"],
  ["a reviewer renamed", (name) => [`/api/timesheet-reviewers/${ids.reviewer}`, { method: "PUT", headers: ADMIN_API_KEY_HEADERS, body: { name, email: "reviewer-y@example.com" } }], "name"],
  ["one's own name", (name) => ["/api/user", { method: "PUT", cookie: cookies.amara, body: { name } }], "name"],
  [
    "the legal name of one's billing details",
    (name) => [
      "/api/billing-details",
      {
        cookie: cookies.amara,
        body: { legalName: name, partyType: "PERSON", addressLine: "Hauptstrasse 1", postalCode: "10115", city: "Berlin", countryCode: "DE", iban: "DE89370400440532013000", bic: "DEUTDEFF", currency: "EUR" },
      },
    ],
    "legalName",
  ],
];

async function names() {
  const rows = await Promise.all([
    demo.db.select({ name: clients.name }).from(clients),
    demo.db.select({ name: projects.name }).from(projects),
    demo.db.select({ name: invoicingEntities.name }).from(invoicingEntities),
    demo.db.select({ name: user.name }).from(user),
    demo.db.select({ name: timesheetReviewers.name }).from(timesheetReviewers),
    demo.db.select({ id: contractors.id }).from(contractors),
    demo.db.select().from(billingDetails),
  ]);
  return JSON.stringify(rows);
}

describe("names with invisible or text-direction characters", () => {
  it.each(HIDDEN.map((c) => [`U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`, c]))("refuses %s in a client's name", async (_, c) => {
    const before = await names();
    const answer = await send("/api/clients", { headers: ADMIN_API_KEY_HEADERS, body: { name: `Acme${c}Corp` } });
    expect(answer.status).toBe(400);
    expect(answer.body.error.issues).toEqual([{ path: "name", key: "nameNotContainInvisible", message: MESSAGE }]);
    expect(await names()).toBe(before);
  });

  it.each(WRITES)("refuses them in %s, on the field, and changes nothing", async (_, request, field) => {
    const before = await names();
    const answer = await send(...request("Invoice\u202efdp.exe"));
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.error.issues).toContainEqual({ path: field, key: "nameNotContainInvisible", message: MESSAGE });
    expect(await names()).toBe(before);
  });

  it("takes them out of an uploaded file's name (which comes from the uploader's disk), as shown and downloaded", async () => {
    const timesheetId = (await demo.timesheetOf("amara", 0)).id;
    const uploaded = await upload(uploadRequest({ cookie: cookies.amara, fields: { timesheetId, fileType: "FEE_INVOICE" }, file: { name: "Invoice\u202efdp.exe\u200b.pdf", bytes: SAMPLE_FILES.pdf } }), undefined);
    expect(uploaded.status).toBe(201);
    const { data } = (await uploaded.json()) as { data: { id: string; originalName: string } };
    expect(data.originalName).toBe("Invoicefdp.exe.pdf");
    const listed = await send(`/api/files?timesheetId=${timesheetId}`, { cookie: cookies.amara });
    expect(JSON.stringify(listed.body)).toContain("Invoicefdp.exe.pdf");
    const served = await dispatchToRoutes(apiRequest(`/api/files/${data.id}`, { cookie: cookies.amara }));
    expect(served.headers.get("content-disposition")).not.toMatch(/%E2%80%AE|%E2%80%8B/);
  });

  it("refuses them in a person made by the CLI (users:create), and creates nobody", async () => {
    const before = await names();
    await expect(createUser(demo.db, { email: "cli-hidden@example.com", name: "First\u202eAdmin", role: "ADMIN", password: "a-long-enough-password" })).rejects.toThrow(MESSAGE);
    expect(await names()).toBe(before);
  });

  it("keeps names in any script, accents and apostrophes", async () => {
    for (const name of ["Zoë O'Brien-Łukasiewicz", "محمد رضا", "李小龍", "Ørsted A/S"]) {
      expect((await send("/api/clients", { headers: ADMIN_API_KEY_HEADERS, body: { name } })).status).toBe(201);
    }
    // The billing details' body above is otherwise valid: only the legal name was refused.
    const billing = WRITES.find(([what]) => what.includes("billing"))![1]("Zoë O'Brien");
    expect((await send(...billing)).status).toBe(200);
  });
});

/** Issue #45.7: a name is one line (a mail's To and Subject, a CSV cell, an address block). */
const LINE_BREAK_MESSAGE = "A name may not contain line breaks.";
const BREAKS = ["\n", "\r\n", "\u2028", "\u2029", "\u0085"];

describe("names with line breaks", () => {
  it.each(BREAKS.map((c) => [JSON.stringify(c), c]))("refuses %s inside a client's name", async (_, c) => {
    const before = await names();
    const answer = await send("/api/clients", { headers: ADMIN_API_KEY_HEADERS, body: { name: `Acme${c}Corp` } });
    expect(answer.status).toBe(400);
    // A carriage return is a control character, refused as one when the body is read.
    const message = c.includes("\r") ? "Text may not contain control characters other than tab and newline." : LINE_BREAK_MESSAGE;
    const key = c.includes("\r") ? "textNotContainControl" : "nameNotContainLine";
    expect(answer.body.error.issues).toEqual([{ path: "name", key, message }]);
    expect(await names()).toBe(before);
  });

  it.each(WRITES)("refuses one in %s, on the field, and changes nothing", async (_, request, field) => {
    const before = await names();
    const answer = await send(...request("Acme\nBcc: victim@example.com"));
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.error.issues).toContainEqual({ path: field, key: "nameNotContainLine", message: LINE_BREAK_MESSAGE });
    expect(await names()).toBe(before);
  });

  it("refuses one in a person made by the CLI (users:create)", async () => {
    const before = await names();
    await expect(createUser(demo.db, { email: "cli-lines@example.com", name: "First\nAdmin", role: "ADMIN", password: "a-long-enough-password" })).rejects.toThrow(LINE_BREAK_MESSAGE);
    expect(await names()).toBe(before);
  });
});
