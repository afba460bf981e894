import { expect } from "vitest";
import { call, type Handler } from "../../support/http";
import { ADMIN_API_KEY_HEADERS, seedDemoDatabase, signInEach } from "../../support/seeded";

/** Shared by the admin API tests: one seeded database per file, and the callers of the role matrix. */
export { call, type ErrorJson as ErrorBody } from "../../support/http";
export { ADMIN_API_KEY_HEADERS as API_KEY_HEADERS, contractorIdByEmail, projectIdByName } from "../../support/seeded";

export interface Callers {
  admin: { cookie: string };
  contractor: { cookie: string };
  apiKey: { headers: Record<string, string> };
  anonymous: Record<string, never>;
}

export async function seededDatabase() {
  // Seeded with the real "today", which is what businessToday() gives the services too.
  const { database, db } = await seedDemoDatabase();
  const cookies = await signInEach(["admin", "amara"]);
  const callers: Callers = {
    admin: { cookie: cookies.admin },
    contractor: { cookie: cookies.amara },
    apiKey: { headers: ADMIN_API_KEY_HEADERS },
    anonymous: {},
  };
  return { database, db, callers };
}

/** Asserts a 400 whose issues name `path`. */
export function expectIssue(result: { status: number; body: unknown }, path: string): void {
  expect(result.status).toBe(400);
  const issues = (result.body as { error: { issues?: { path: string }[] } }).error.issues ?? [];
  expect(issues.map((i) => i.path), JSON.stringify(result.body)).toContain(path);
}

/**
 * A list paged by name with a cursor, walked `pageSize` items at a time to the end: the same ids in the
 * same order as one page of 200, none twice, none missing; a limit over 200 and a forged cursor are
 * 400s naming the parameter.
 */
export async function expectCursorPaging(
  list: Handler<never>,
  path: string,
  caller: { cookie: string },
  { atLeast, pageSize = 1, filters = "" }: { atLeast: number; pageSize?: number; filters?: string },
): Promise<void> {
  const url = (query: string) => `${path}?${filters ? `${filters}&` : ""}${query}`;
  type Page = { data: { id: string }[]; nextCursor: string | null };
  const whole = await call<Page>(list, url("limit=200"), caller);
  expect(whole.body.nextCursor).toBeNull();
  const seen: string[] = [];
  let cursor: string | null = null;
  do {
    const page: { status: number; body: Page } = await call<Page>(list, url(`limit=${pageSize}${cursor ? `&cursor=${cursor}` : ""}`), caller);
    expect(page.status).toBe(200);
    expect(page.body.data.length).toBeLessThanOrEqual(pageSize);
    seen.push(...page.body.data.map((item) => item.id));
    cursor = page.body.nextCursor;
  } while (cursor);
  expect(seen).toEqual(whole.body.data.map((item) => item.id));
  expect(seen.length).toBeGreaterThanOrEqual(atLeast);
  expectIssue(await call(list, url("limit=201"), caller), "limit");
  expectIssue(await call(list, url("cursor=bm9wZQ"), caller), "cursor");
}
