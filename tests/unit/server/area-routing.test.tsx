import { beforeEach, describe, expect, it, vi } from "vitest";

/** next/navigation's redirect throws to end rendering; here it throws what it was given. */
class Redirected extends Error {
  constructor(readonly to: string) {
    super(`redirect ${to}`);
  }
}
vi.mock("next/navigation", () => ({
  redirect: (to: string) => {
    throw new Redirected(to);
  },
}));
vi.mock("next/headers", () => ({ headers: async () => new Headers() }));
const signedIn = vi.hoisted(() => ({ role: null as null | "ADMIN" | "SUBCONTRACTOR" | "SERVICE_PRINCIPAL" }));
vi.mock("@/server/auth/actor", () => ({
  actorFromHeaders: async () =>
    signedIn.role ? { userId: "u1", name: "Someone", email: "someone@example.com", role: signedIn.role, contractorId: null } : null,
}));

// The contractor layout reads the database only after its guard; the guard is what is tested here.
vi.mock("@/server/db", () => ({ getDb: async () => ({}) }));
vi.mock("@/server/clock", () => ({ businessToday: () => "2026-11-24" }));
vi.mock("@/server/services/contractors/list-contractor-projects", () => ({ listContractorProjects: async () => [] }));

const { default: HomePage } = await import("@/app/page");
const { default: AdminLayout } = await import("@/app/admin/layout");
const { default: ContractorLayout } = await import("@/app/contractor/layout");

async function redirectOf(run: () => Promise<unknown>): Promise<string | null> {
  try {
    await run();
    return null;
  } catch (error) {
    if (error instanceof Redirected) return error.to;
    throw error;
  }
}

beforeEach(() => {
  signedIn.role = null;
});

describe("each person lands in their own area", () => {
  it.each([
    [null, "/sign-in"],
    ["ADMIN", "/admin"],
    ["SUBCONTRACTOR", "/contractor"],
    ["SERVICE_PRINCIPAL", "/account"],
  ] as const)("/ sends %s to %s", async (role, to) => {
    signedIn.role = role;
    expect(await redirectOf(() => HomePage())).toBe(to);
  });

  it("a contractor opening /admin is sent to /contractor", async () => {
    signedIn.role = "SUBCONTRACTOR";
    expect(await redirectOf(() => AdminLayout({ children: null }))).toBe("/contractor");
  });

  it("an administrator opening /contractor is sent to /admin", async () => {
    signedIn.role = "ADMIN";
    expect(await redirectOf(() => ContractorLayout({ children: null }))).toBe("/admin");
  });

  it("an administrator stays in /admin", async () => {
    signedIn.role = "ADMIN";
    expect(await redirectOf(() => AdminLayout({ children: null }))).toBeNull();
  });
});
