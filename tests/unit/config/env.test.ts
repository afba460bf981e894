import { afterEach, describe, expect, it, vi } from "vitest";
import { createAppEnv } from "@/lib/config/create-env";

const secrets = { SERVICE_KEY: "s".repeat(40), ADMIN_API_KEY: "admin-key", CRON_SECRET: "cron-secret" };
const production = {
  ...secrets,
  NEXT_PUBLIC_ENV: "production",
  DEPLOYMENT_URL: "https://settle.example.com",
  NEXT_PUBLIC_DEPLOYMENT_URL: "https://settle.example.com",
  NEXT_PUBLIC_BACKEND_URL: "https://settle.example.com",
  NEXT_PUBLIC_BACKEND_ANON_KEY: "anon",
  NEXT_PUBLIC_STORAGE_UPLOADS_URL: "https://settle.example.com/api/files",
  NEXT_PUBLIC_CONTRACTOR_HANDBOOK_URL: "https://settle.example.com/handbook",
};

function failureOf(source: Record<string, string | undefined>, isServer = true): { error: string; logged: string } {
  const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
  try {
    createAppEnv(source, { isServer });
    return { error: "", logged: "" };
  } catch (error) {
    return { error: (error as Error).message, logged: log.mock.calls.map((c) => String(c[0])).join("\n") };
  } finally {
    log.mockRestore();
  }
}

afterEach(() => vi.restoreAllMocks());

describe("environment validation", () => {
  it("accepts a complete production configuration", () => {
    const env = createAppEnv(production, { isServer: true });
    expect(env.NEXT_PUBLIC_ENV).toBe("production");
    expect(env.DATA_DIR).toBe("./data");
    expect(env.UPLOAD_MAX_BYTES).toBe(10 * 1024 * 1024);
  });

  it.each(["SERVICE_KEY", "ADMIN_API_KEY", "CRON_SECRET", "DEPLOYMENT_URL"])("requires %s in production", (name) => {
    const { error, logged } = failureOf({ ...production, [name]: undefined });
    expect(error).toBe("Invalid environment variables");
    expect(logged).toContain(name);
  });

  it("treats an empty required value as missing", () => {
    expect(failureOf({ ...production, CRON_SECRET: "" }).error).toBe("Invalid environment variables");
  });

  it.each(["NEXT_PUBLIC_BACKEND_URL", "NEXT_PUBLIC_STORAGE_UPLOADS_URL", "NEXT_PUBLIC_CONTRACTOR_HANDBOOK_URL", "BILLING_DETAILS_UPDATED_URL", "MAIL_TEST_BASE_URL"])(
    "requires %s to be a URL",
    (name) => {
      const { error, logged } = failureOf({ ...production, [name]: "not a url" });
      expect(error).toBe("Invalid environment variables");
      expect(logged).toContain(name);
    },
  );

  it("rejects an unknown environment name", () => {
    expect(failureOf({ ...production, NEXT_PUBLIC_ENV: "staging" }).logged).toContain("NEXT_PUBLIC_ENV");
  });

  it("never prints secret values", () => {
    const { logged } = failureOf({ ...production, SERVICE_KEY: "short-secret-value", ADMIN_API_KEY: undefined });
    expect(logged).toContain("SERVICE_KEY");
    expect(logged).not.toContain("short-secret-value");
  });

  it("turns feature flags on only for the text 'true'", () => {
    const on = createAppEnv({ ...production, FEATURE_INVOICING: "true", FEATURE_EXPENSES: "TRUE" }, { isServer: true });
    expect(on.FEATURE_INVOICING).toBe(true);
    expect(on.FEATURE_EXPENSES).toBe(false);
  });

  it("switches invoicing and expenses on in local mode (the quick start) unless the operator set them", () => {
    const fresh = createAppEnv({ ...secrets }, { isServer: true });
    expect(fresh.FEATURE_INVOICING).toBe(true);
    expect(fresh.FEATURE_EXPENSES).toBe(true);
    const chosen = createAppEnv({ ...secrets, NEXT_PUBLIC_ENV: "local", FEATURE_INVOICING: "true", FEATURE_EXPENSES: "false" }, { isServer: true });
    expect(chosen.FEATURE_INVOICING).toBe(true);
    expect(chosen.FEATURE_EXPENSES).toBe(false);
    // Production keeps the spec's rule: on only for the text 'true'.
    const unset = createAppEnv(production, { isServer: true });
    expect(unset.FEATURE_INVOICING).toBe(false);
    expect(unset.FEATURE_EXPENSES).toBe(false);
  });

  it("derives every public setting from one URL in local mode", () => {
    const env = createAppEnv({ ...secrets }, { isServer: true });
    expect(env.NEXT_PUBLIC_ENV).toBe("local");
    expect(env.DEPLOYMENT_URL).toBe("http://localhost:3000");
    expect(env.NEXT_PUBLIC_STORAGE_UPLOADS_URL).toBe("http://localhost:3000/api/files");
  });

  it("still requires the secrets in local mode (the server generates them before validation)", () => {
    expect(failureOf({}).logged).toContain("SERVICE_KEY");
  });

  it("throws when a server variable is read on the client", () => {
    const env = createAppEnv(production, { isServer: false });
    expect(env.NEXT_PUBLIC_ENV).toBe("production");
    expect(() => env.SERVICE_KEY).toThrow(/server-side environment variable on the client/);
  });
});
