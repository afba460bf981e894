import { describe, expect, it } from "vitest";
import { grants, permissionsOf, scopeName, scopesOf } from "@/lib/domain/api-key-scopes";

describe("API key scopes", () => {
  it("write includes read; an area left out grants nothing", () => {
    expect(grants({ timesheets: "write" }, { area: "timesheets", level: "read" })).toBe(true);
    expect(grants({ timesheets: "write" }, { area: "timesheets", level: "write" })).toBe(true);
    expect(grants({ timesheets: "read" }, { area: "timesheets", level: "write" })).toBe(false);
    expect(grants({ timesheets: "read" }, { area: "invoices", level: "read" })).toBe(false);
    expect(scopeName({ area: "reviews", level: "write" })).toBe("reviews:write");
  });

  it("go to the plugin's permissions and back, and anything else stored grants nothing", () => {
    const permissions = permissionsOf({ timesheets: "read", invoices: "write" });
    expect(permissions).toEqual({ timesheets: ["read"], invoices: ["read", "write"] });
    expect(scopesOf(JSON.stringify(permissions))).toEqual({ timesheets: "read", invoices: "write" });
    expect(scopesOf(permissions)).toEqual({ timesheets: "read", invoices: "write" });
    expect(scopesOf("not json")).toEqual({});
    expect(scopesOf(null)).toEqual({});
    expect(scopesOf({ admin: ["write"], expenses: "write", settings: [] })).toEqual({});
  });
});
