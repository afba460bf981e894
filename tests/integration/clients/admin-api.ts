import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Database } from "@/server/db";
import * as t from "@/server/db/schema";
import { DEMO_ADMIN, DEMO_CONTRACTORS } from "@/server/seed/demo-data";
import { seedDemo } from "@/server/seed/seed-demo";
import { sessionCookie } from "../../support/auth";
import { createTestDatabase } from "../../support/database";
import { apiRequest } from "../../support/http";

/** Shared by the admin API tests: one seeded database per file, and the callers of the role matrix. */
export const API_KEY_HEADERS = { "x-api-key": "test-admin-api-key" };

export interface Callers {
  admin: { cookie: string };
  contractor: { cookie: string };
  apiKey: { headers: Record<string, string> };
  anonymous: Record<string, never>;
}

export async function seededDatabase() {
  const database = await createTestDatabase();
  // Seeded with the real "today", which is what businessToday() gives the services too.
  await seedDemo(database.db);
  const amara = DEMO_CONTRACTORS.find((c) => c.key === "amara")!;
  const callers: Callers = {
    admin: { cookie: await sessionCookie(DEMO_ADMIN.email, DEMO_ADMIN.password) },
    contractor: { cookie: await sessionCookie(amara.email, amara.password) },
    apiKey: { headers: API_KEY_HEADERS },
    anonymous: {},
  };
  return { database, db: database.db, callers };
}

type Handler<C> = (request: Request, context: C) => Promise<Response>;

export interface CallOptions {
  method?: string;
  body?: unknown;
  cookie?: string;
  headers?: Record<string, string>;
  params?: Record<string, string>;
}

/** Calls an exported route handler the way Next would, and reads the JSON answer. */
export async function call<T = unknown>(
  // Any route handler: each declares its own params type, which this call supplies from `options.params`.
  handler: Handler<never>,
  path: string,
  options: CallOptions = {},
): Promise<{ status: number; body: T }> {
  const request = apiRequest(path, options);
  const context = { params: Promise.resolve(options.params ?? {}) };
  const response = await (handler as unknown as Handler<typeof context>)(request, context);
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

export interface ErrorBody {
  error: { code: string; message: string; issues?: { path: string; message: string }[] };
}

/** Asserts a 400 whose issues name `path`. */
export function expectIssue(result: { status: number; body: unknown }, path: string): void {
  expect(result.status).toBe(400);
  const issues = (result.body as ErrorBody).error.issues ?? [];
  expect(issues.map((i) => i.path), JSON.stringify(result.body)).toContain(path);
}

export async function projectIdByName(db: Database, name: string): Promise<string> {
  const [row] = await db.select({ id: t.projects.id }).from(t.projects).where(eq(t.projects.name, name));
  return row!.id;
}

export async function contractorIdByEmail(db: Database, email: string): Promise<string> {
  const [row] = await db
    .select({ id: t.contractors.id })
    .from(t.contractors)
    .innerJoin(t.user, eq(t.user.id, t.contractors.userId))
    .where(eq(t.user.email, email));
  return row!.id;
}
