import { afterAll, beforeAll } from "vitest";
import { signInEach, type DemoPerson } from "./seeded";

type Disposable = { dispose(): Promise<void> } | { database: { dispose(): Promise<void> } };

/**
 * A test file's fixture, made before its tests and disposed after them, used as `s.…` in the tests
 * as if it had been made at the top. A test reading it before beforeAll ran is a mistake in the
 * test, said as such, not a TypeError on undefined.
 */
export function fileFixture<T extends Disposable>(create: () => Promise<T>): T {
  let fixture: T | undefined;
  beforeAll(async () => {
    fixture = await create();
  });
  afterAll(async () => {
    if (!fixture) return;
    await ("database" in fixture ? fixture.database.dispose() : fixture.dispose());
  });
  return new Proxy({} as T, {
    get(_, property) {
      if (!fixture) throw new Error("The fixture is made in beforeAll: read it in a test or a hook.");
      return Reflect.get(fixture, property) as unknown;
    },
  });
}

/**
 * A file's fixture with the demo people its tests act as signed in once, after it is made:
 * `const [s, cookies] = withCookies(createAdminDatabase, ["admin", "amara"])`, then `cookies.amara`.
 */
export function withCookies<T extends Disposable, W extends DemoPerson>(create: () => Promise<T>, people: readonly W[]): readonly [T, Record<W, string>] {
  const file = fileFixture(async () => ({ ...(await create()), cookies: await signInEach(people) }));
  const cookies = new Proxy({} as Record<W, string>, { get: (_, who) => Reflect.get(file.cookies, who) as unknown });
  return [file, cookies];
}
