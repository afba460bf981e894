import { and, desc, eq, isNull } from "drizzle-orm";
import type { IsoDate } from "@/lib/domain/dates";
import type { Currency, RateFrequency, Weekday } from "@/lib/domain/reference";
import type { ErrorBody } from "@/lib/errors";
import { setClock } from "@/server/clock";
import type { Database } from "@/server/db";
import * as t from "@/server/db/schema";
import { createUser } from "@/server/services/users/create-user";
import { sessionCookie } from "../support/auth";
import { createTestDatabase } from "../support/database";
import { uploadRequest } from "../support/factories/files";
import { apiRequest } from "../support/http";
import { dispatchToRoutes } from "../support/route-dispatch";
import { installMemoryStorage } from "../support/seeded";
import { sentText } from "../support/sent-mail";

/**
 * The real side of the month simulator: one database for the whole test file (a fresh PGlite
 * costs seconds, and shrinking replays a sequence many times), one company per run created
 * through the API as a new customer would, and every request sent through the app's own route
 * handlers (tests/support/route-dispatch), never through a service.
 */

/** One contractor of a simulated company, as the run's setup describes them. */
export interface ContractorSetup {
  workingDays: Weekday[];
  currency: Currency;
  /** One rate per frequency, amounts as decimal strings. */
  rates: { frequency: RateFrequency; amount: string }[];
  expensesEligible: boolean;
  bonusEligible: boolean;
  /** The engagement starts this many months before the run's first day, on `startDay` (clamped to the month). */
  startMonthsBack: number;
  startDay: number;
}

export interface WorldSetup {
  /** The business date the run begins on. */
  start: IsoDate;
  contractors: ContractorSetup[];
}

export type Answer<T = unknown> = { status: number; body: T };
export type Refusal = ErrorBody;

/** Every answer the run received, for the summary and the "no 5xx" rule. */
export interface CallLog {
  method: string;
  path: string;
  status: number;
  code?: string;
}

export interface RealContractor {
  key: string;
  id: string;
  userId: string;
  email: string;
  password: string;
  cookie: string;
}

export interface Real {
  db: Database;
  run: number;
  admin: string;
  adminUserId: string;
  projectId: string;
  clientId: string;
  contractors: RealContractor[];
  calls: CallLog[];
}

type Shared = { db: Database; admin: string; adminUserId: string; dispose(): Promise<void> };
const holder: { shared?: Promise<Shared> } = {};
let runCounter = 0;

/** The database and the first administrator, made once per process (as `npm run cli` would make them). */
export function sharedDatabase(): Promise<Shared> {
  holder.shared ??= (async () => {
    installMemoryStorage();
    const handle = await createTestDatabase();
    const admin = await createUser(handle.db, { email: "sim-admin@settle.test", name: "Sam Admin", role: "ADMIN", password: "simulator-admin-password" });
    return { db: handle.db, admin: await sessionCookie(admin.email, "simulator-admin-password"), adminUserId: admin.id, dispose: () => handle.dispose() };
  })();
  return holder.shared;
}

/** Drops the database (on PostgreSQL, the one created for this file) once the file is done. */
export async function disposeSharedDatabase(): Promise<void> {
  const shared = holder.shared;
  holder.shared = undefined;
  if (shared) await (await shared).dispose();
}

/** Sends one request through the route handlers, as the browser would, and reads the JSON answer. */
export async function send<T = unknown>(real: Real, method: string, path: string, options: { cookie?: string; body?: unknown } = {}): Promise<Answer<T>> {
  const response = await dispatchToRoutes(apiRequest(path, { method, cookie: options.cookie, body: options.body }));
  return logged<T>(real, method, path, response);
}

/** A small PDF through the multipart upload route. */
export async function sendUpload<T = unknown>(real: Real, cookie: string, fields: Record<string, string>, name: string): Promise<Answer<T>> {
  const bytes = new TextEncoder().encode(`%PDF-1.4\n% ${name}\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`);
  const response = await dispatchToRoutes(uploadRequest({ cookie, fields, file: { name, bytes, type: "application/pdf" } }));
  return logged<T>(real, "POST", "/api/files", response);
}

async function logged<T>(real: Real, method: string, path: string, response: Response): Promise<Answer<T>> {
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  const error = response.status >= 400 ? (body as Partial<Refusal> | null)?.error : undefined;
  real.calls.push({ method, path, status: response.status, ...(error?.code ? { code: error.code } : {}) });
  // No answer is a 5xx, and every refusal says what went wrong in the error shape of server/http/respond.ts.
  if (response.status >= 500) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 800)}`);
  if (response.status >= 400 && (typeof error?.code !== "string" || typeof error.message !== "string" || error.message === "")) {
    throw new Error(`${method} ${path} refused with ${response.status} but without { error: { code, message } }: ${text.slice(0, 800)}`);
  }
  return { status: response.status, body: body as T };
}

/** What a write answered, or the test fails with the answer in the message. */
export function expectStatus<T>(answer: Answer<T>, status: number, what: string): T {
  if (answer.status !== status) throw new Error(`${what}: expected ${status}, got ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

const PASSWORD = "simulated-contractor-password";

async function latestInvitationToken(db: Database, email: string): Promise<string> {
  const [mail] = await db.select().from(t.mailOutbox).where(eq(t.mailOutbox.toAddress, email)).orderBy(desc(t.mailOutbox.createdAt), desc(t.mailOutbox.id)).limit(1);
  if (!mail) throw new Error(`no invitation mail to ${email}`);
  const token = /\/invite\/([A-Za-z0-9_-]+)/.exec(sentText(mail))?.[1];
  if (!token) throw new Error(`no invitation link in the mail to ${email}`);
  return token;
}

export interface CreatedContractor {
  real: RealContractor;
  projectEngagementId: string;
  engagement: { id: string; version: number; startDate: IsoDate; rates: { id: string; frequency: RateFrequency; amount: string; currency: Currency }[] };
  created: { id: string; billingPeriod: { month: number; year: number } }[];
}

/**
 * A new company on the run's first day: a client and a project, then each contractor invited,
 * registered through their invitation link, signed in, with billing details, engaged on the
 * project with one dated period and its rates (which creates their timesheets).
 */
export async function createCompany(setup: WorldSetup): Promise<{ real: Real; contractors: CreatedContractor[] }> {
  const shared = await sharedDatabase();
  const run = ++runCounter;
  setClock(new Date(`${setup.start}T12:00:00Z`));
  // Runs share one database but each starts its own calendar, often before the last run's end:
  // the daily jobs' scheduled row (server/jobs) would wait for the last run's next day, a day no
  // real clock goes back to. Each run starts as an installation whose daily jobs are due.
  await shared.db.update(t.jobs).set({ runAt: new Date(0).toISOString(), status: "QUEUED", attempts: 0 }).where(and(eq(t.jobs.kind, "daily-jobs"), isNull(t.jobs.refId)));
  const real: Real = { db: shared.db, run, admin: shared.admin, adminUserId: shared.adminUserId, projectId: "", clientId: "", contractors: [], calls: [] };
  const admin = { cookie: shared.admin };
  const client = expectStatus(await send<{ data: { id: string } }>(real, "POST", "/api/clients", {
      ...admin,
      // What an EN 16931 invoice needs of its buyer when no invoicing entity is named: a country and the address invoices go to.
      body: { name: `Simulated Client ${run}`, countryCode: "DE", contactEmail: `accounts-${run}@client.example`, address: "1 Buyer Street, 10115 Berlin" },
    }), 201, "create client");
  real.clientId = client.data.id;
  const project = expectStatus(
    await send<{ data: { id: string } }>(real, "POST", "/api/projects", { ...admin, body: { name: `Simulated Project ${run}`, clientId: client.data.id } }),
    201,
    "create project",
  );
  real.projectId = project.data.id;
  const created: CreatedContractor[] = [];
  for (const [index, spec] of setup.contractors.entries()) {
    const key = `c${index}`;
    const email = `sim${run}-${key}@settle.test`;
    const contractor = expectStatus(
      await send<{ data: { id: string; userId: string } }>(real, "POST", "/api/contractors", {
        ...admin,
        body: { name: `Contractor ${key.toUpperCase()} of run ${run}`, email, workingDays: spec.workingDays },
      }),
      201,
      "invite contractor",
    );
    const token = await latestInvitationToken(shared.db, email);
    expectStatus(await send(real, "POST", "/api/invitations/accept", { body: { token, password: PASSWORD } }), 200, "accept invitation");
    const cookie = await sessionCookie(email, PASSWORD);
    const realContractor: RealContractor = { key, id: contractor.data.id, userId: contractor.data.userId, email, password: PASSWORD, cookie };
    real.contractors.push(realContractor);
    expectStatus(
      await send(real, "POST", "/api/billing-details", {
        cookie,
        body: {
          legalName: `Contractor ${key.toUpperCase()} Ltd`,
          partyType: "ENTITY",
          addressLine: "1 Simulation Street",
          postalCode: "8000",
          city: "Zurich",
          countryCode: "CH",
          iban: "CH9300762011623852957",
          bic: "UBSWCHZH80A",
          currency: spec.currency,
        },
      }),
      200,
      "save billing details",
    );
    const startDate = engagementStart(setup.start, spec);
    const pe = expectStatus(
      await send<{ data: { id: string } }>(real, "POST", "/api/project-engagements", {
        ...admin,
        body: { projectId: real.projectId, contractorId: realContractor.id, startDate, expensesEligible: spec.expensesEligible, bonusEligible: spec.bonusEligible },
      }),
      201,
      "engage contractor",
    );
    const engagement = expectStatus(
      await send<{ data: CreatedContractor["engagement"] & { timesheets: { created: CreatedContractor["created"] } } }>(real, "POST", "/api/engagements", {
        ...admin,
        body: { projectEngagementId: pe.data.id, startDate, rates: spec.rates.map((rate) => ({ ...rate, currency: spec.currency })) },
      }),
      201,
      "create engagement period",
    );
    created.push({ real: realContractor, projectEngagementId: pe.data.id, engagement: engagement.data, created: engagement.data.timesheets.created });
  }
  return { real, contractors: created };
}

/** The engagement's first day: `startMonthsBack` months before the run's first day, on `startDay` clamped to that month. */
export function engagementStart(start: IsoDate, spec: Pick<ContractorSetup, "startMonthsBack" | "startDay">): IsoDate {
  const [year, month] = start.split("-").map(Number) as [number, number];
  const index = year * 12 + (month - 1) - spec.startMonthsBack;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(Math.min(spec.startDay, last)).padStart(2, "0")}`;
}

/** Signs a contractor in again (after a reactivation), as they would on the sign-in page. */
export async function signInAgain(contractor: RealContractor): Promise<void> {
  contractor.cookie = await sessionCookie(contractor.email, contractor.password);
}
